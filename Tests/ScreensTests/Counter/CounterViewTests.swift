import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The counter's view in a few states, as validated HTML snapshots.
@Suite struct CounterViewTests {
  let screen = Counter()

  @Test func atZero() {
    assertSnapshot(of: screen.view(.init()), as: .html)
  }

  @Test func withALabelAndADelayedPlusOnItsWay() {
    assertSnapshot(of: screen.view(.init(count: 7, label: "<apples>", isWaiting: true)), as: .html)
  }

  @Test func everyButtonSendsItsAction() throws {
    var ids = HandlerIDs()
    let tree = mount(screen.view(.init(count: 1)), ids: &ids)
    let index = HandlerIndex(tree)
    let actions = (1..<ids.next).compactMap {
      index.handler(for: $0)?.action(for: EventPayload(value: "pears"))
    }
    #expect(actions == [.minusTapped, .plusTapped, .laterTapped, .labelChanged("pears")])
  }
}
