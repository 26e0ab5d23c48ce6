import SnapshotTesting
import Testing
import VDOMSnapshotting

@testable import WebHost

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
    for arrow in layout.arrows where arrow.labelStartsAtX {
      #expect(arrow.labelX + DiagramLayout.textWidth(arrow.label) <= layout.width)
    }
  }

  @Test func arrowsTakeTheirShapeFromTheLayers() {
    let arrows = DiagramLayout(diagram, current: nil).arrows
    let byPair = Dictionary(uniqueKeysWithValues: arrows.map { ("\($0.from)→\($0.to)", $0) })
    #expect(arrows.count == 5)
    // Down: ends above the target's top edge, label centred.
    #expect(byPair["idle→loading"]?.labelStartsAtX == false)
    // Back up (failed → loading) and the self-loop: around the right side.
    #expect(byPair["failed→loading"]?.labelStartsAtX == true)
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
}
