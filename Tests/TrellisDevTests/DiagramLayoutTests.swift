import Runtime
import SnapshotTesting
import Testing
import VDOM
import VDOMSnapshotting

@testable import TrellisDev

/// The diagram's layout: layers, arrows, determinism, and the SVG it draws.
@Suite struct DiagramLayoutTests {
  let diagram = Loader.machine.diagram

  @Test func statesAreLayeredByTheirDistanceFromTheInitialState() {
    #expect(diagram.states == ["idle", "loading", "loaded", "failed"])
    #expect(DiagramLayout.layers(diagram) == [0, 1, 2, 2])
    let layout = DiagramLayout(diagram, current: "failed")
    let top = Dictionary(uniqueKeysWithValues: layout.boxes.map { ($0.name, $0.y) })
    #expect(top["idle"]! < top["loading"]! && top["loading"]! < top["loaded"]!)
    #expect(top["loaded"] == top["failed"])
    #expect(layout.boxes.filter(\.isCurrent).map(\.name) == ["failed"])
  }

  @Test func boxesInALayerDoNotOverlapAndEverythingFits() {
    let layout = DiagramLayout(diagram, current: nil)
    let loaded = layout.boxes[2]
    let failed = layout.boxes[3]
    // `loaded` keeps room for its self-loop's label on its right.
    #expect(
      loaded.right + DiagramLayout.loopReach + DiagramLayout.textWidth("refreshTapped")
        + DiagramLayout.horizontalGap == failed.x)
    for box in layout.boxes {
      #expect(box.x >= DiagramLayout.margin && box.right <= layout.width)
      #expect(box.bottom <= layout.height)
    }
    for arrow in layout.arrows {
      #expect(arrow.left >= 0 && arrow.right <= layout.width)
    }
  }

  @Test func arrowsTakeTheirShapeFromTheLayers() {
    let arrows = DiagramLayout(diagram, current: nil).arrows
    let byPair = Dictionary(uniqueKeysWithValues: arrows.map { ("\($0.from)→\($0.to)", $0) })
    #expect(arrows.count == 5)
    // Down: ends above the target's top edge, label centred.
    #expect(byPair["idle→loading"]?.anchor == .middle)
    // Back up (failed → loading) and the self-loop: around the right side.
    #expect(byPair["failed→loading"]?.anchor == .start)
    #expect(byPair["loaded→loaded"]?.label == "refreshTapped")
  }

  @Test func parallelTransitionsShareOneArrowAndUnreachableStatesComeLast() {
    let diagram = StateDiagram(
      states: ["a", "b", "orphan"],
      transitions: [
        .init(from: "a", to: "b", label: "go"), .init(from: "a", to: "b", label: "jump"),
        .init(from: "b", to: "a", label: "back"),
      ])
    #expect(DiagramLayout.layers(diagram) == [0, 1, 2])
    let layout = DiagramLayout(diagram, current: "b")
    #expect(layout.arrows.map(\.label) == ["go, jump", "back"])
    #expect(layout == DiagramLayout(diagram, current: "b"))
  }

  @Test func theSVGOfTheLoaderMachine() {
    let node: Node<Never> = DiagramSVG.node(
      DiagramLayout(diagram, current: "loading"), title: "Loader")
    assertSnapshot(of: node, as: .html)
  }

  @Test func theSVGOfAPagedListMachine() {
    // The shape of the gallery's monster list: six states, back edges, a self-loop.
    let diagram = StateDiagram(
      states: ["initial", "loading", "list", "pageLoading", "pageError", "error"],
      transitions: [
        .init(from: "initial", to: "loading", label: "appeared"),
        .init(from: "loading", to: "list", label: "loaded"),
        .init(from: "loading", to: "error", label: "failed"),
        .init(from: "list", to: "pageLoading", label: "nextPageRequested"),
        .init(from: "list", to: "list", label: "itemTapped"),
        .init(from: "pageLoading", to: "list", label: "loaded"),
        .init(from: "pageLoading", to: "pageError", label: "failed"),
        .init(from: "pageError", to: "pageLoading", label: "retryTapped"),
        .init(from: "error", to: "loading", label: "retryTapped"),
      ])
    let layout = DiagramLayout(diagram, current: "pageError")
    // Back into `list`, whose right side holds its loop: round the left side,
    // with everything shifted right to make room.
    let back = layout.arrows.first { $0.from == "pageLoading" && $0.to == "list" }
    #expect(back?.anchor == .end)
    #expect(layout.arrows.allSatisfy { $0.left >= DiagramLayout.margin })
    let node: Node<Never> = DiagramSVG.node(layout, title: "Paged list")
    assertSnapshot(of: node, as: .html)
  }
}
