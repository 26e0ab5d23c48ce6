import Runtime
import Screens
import Testing
import Trellis

@testable import TrellisDev

/// The panel on the Benchmark screen's 10,000 rows: the change is the list
/// of changed labels and the state is cut, neither built whole.
@Suite struct DevScreenLargeStateTests {
  @Test func theChangeListsTheUpdatedLabelsAndTheStateIsCut() throws {
    let screen = DevScreen(Benchmark())
    let environment = Benchmark.Environment(newSeed: { 7 })
    var state = screen.initialState
    _ = screen.reduce(&state, .screen(.runLotsTapped), environment)
    _ = screen.reduce(&state, .screen(.updateTapped), environment)
    let change = try #require(state.history.diff(at: state.history.cursor))
    let first = state.screen.rows[0]
    #expect(
      change.hasPrefix(
        "  .rows[0].updates\n-   0\n+   1\n  .rows[0].label\n-   \"\(first.label.dropLast(4))\"\n+   \"\(first.label)\""
      ))
    #expect(change.contains("  .rows[10].updates\n-   0\n+   1"))
    #expect(!change.contains(".rows[1]."))
    #expect(change.hasSuffix("… (cut at \(DevText.blockLimit) characters)"))
    let dump = DevText.block(state.screen)
    #expect(dump.hasPrefix("Benchmark.State(\n  seed: 7,\n  nextID: 10001,\n  rows: ["))
    #expect(dump.hasSuffix("… (cut at \(DevText.blockLimit) characters)"))
  }
}
