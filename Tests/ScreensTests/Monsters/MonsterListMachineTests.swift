import Screens
import SnapshotTesting
import Testing
import Trellis

/// The list's state machine as a diagram: the committed PlantUML and Mermaid
/// texts are its specification, and the developer panel draws them.
@Suite struct MonsterListMachineTests {
  let screen = MonsterList(repository: MonsterRepository(count: 1))

  @Test func thePlantUMLDiagram() {
    assertSnapshot(of: screen.stateDiagram.plantUML, as: .lines)
  }

  @Test func theMermaidDiagram() {
    assertSnapshot(of: screen.stateDiagram.mermaid, as: .lines)
  }

  @Test func everyPhaseIsAStateOfTheDiagram() {
    let diagram = screen.stateDiagram
    let listing = MonsterList.Listing(monsters: [], pages: 1, hasMore: false)
    let phases: [MonsterList.Phase] = [
      .initial(pages: 1), .loading(pages: 1), .list(listing), .pageLoading(listing),
      .pageError(.init(listing: listing, message: "")), .error(.init(pages: 1, message: "")),
    ]
    let names = phases.compactMap { screen.diagramState(.init(phase: $0)) }
    #expect(names == diagram.states)
    #expect(diagram.initial == "initial")
  }
}
