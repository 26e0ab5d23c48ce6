import Foundation
import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The board's view as validated HTML, and what a generation costs on the wire.
@Suite struct GameOfLifeViewTests {
  let small = GameOfLife(size: 8)
  let full = GameOfLife()

  @Test func aPausedGlider() {
    let state = GameOfLife.State(board: GameOfLife.Pattern.glider.board(size: 8), generation: 3)
    assertSnapshot(of: small.view(state), as: .html)
  }

  @Test func aRunningBlinkerAtAnUnlistedSpeed() {
    let state = GameOfLife.State(
      board: GameOfLife.Pattern.blinker.board(size: 8), speed: 7, isRunning: true)
    assertSnapshot(of: small.view(state), as: .html)
  }

  @Test func theBoardHasOneCheckboxPerCellAndOneHandler() throws {
    var ids = HandlerIDs()
    let tree = mount(full.view(GameOfLife.State()), ids: &ids)
    let html = HTMLRenderer.render(tree)
    #expect(html.components(separatedBy: "type=\"checkbox\"").count - 1 == 64 * 64)
    // The board and the speed.
    #expect(html.components(separatedBy: "data-t-change").count - 1 == 2)
    let index = HandlerIndex(tree)
    let boardHandler = try #require(
      (1..<ids.next).first {
        index.handler(for: $0)?.action(for: EventPayload(value: "1")) == .cellToggled("1")
      })
    #expect(
      index.handler(for: boardHandler)?.action(for: EventPayload(value: "4095"))
        == .cellToggled("4095"))
  }

  /// A generation patches only the cells that changed, a few bytes each.
  @Test(arguments: GameOfLife.Pattern.allCases)
  func aGenerationPatchesOnlyTheCellsThatChanged(pattern: GameOfLife.Pattern) {
    var ids = HandlerIDs()
    let before = GameOfLife.State(board: pattern.board(size: 64, seed: 5), isRunning: true)
    var after = before
    after.board = before.board.next()
    after.generation = 1
    let tree = mount(full.view(before), ids: &ids)
    let result = diff(tree, full.view(after), ids: &ids)
    let changedCells = (0..<(64 * 64)).count { before.board[$0] != after.board[$0] }
    let cellPatches = result.patches.count {
      switch $0 {
      case .setAttribute(_, let attribute): attribute.name == "checked"
      case .removeAttribute(_, let name): name == "checked"
      default: false
      }
    }
    #expect(cellPatches == changedCells)
    // The generation and population counters and the chart's pushed value
    // are the only other changes.
    #expect(result.patches.count <= changedCells + 3)
    let bytes = PatchEncoder.encode(result.patches).count
    #expect(bytes <= 100 + changedCells * 24, "\(pattern): \(bytes) B for \(changedCells) cells")
  }
}
