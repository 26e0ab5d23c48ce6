import Foundation
import SnapshotTesting
import Testing

@testable import Runtime

@Suite struct StateDiagramTests {
  let diagram = PagedList.machine(onUndeclared: { _ in }).diagram

  @Test func statesAreTheDeclaredCasesInOrderFirstIsInitial() {
    #expect(diagram.states == ["initial", "loading", "list", "pageLoading", "pageError", "error"])
    #expect(diagram.initial == "initial")
  }

  @Test func transitionsAreLabelledWithActionCases() {
    #expect(diagram.transitions.first == .init(from: "initial", to: "loading", label: "appeared"))
    #expect(
      diagram.transitions.contains(.init(from: "pageLoading", to: "pageError", label: "failed")))
    #expect(diagram.transitions.contains(.init(from: "error", to: "loading", label: "retryTapped")))
    #expect(diagram.transitions.count == 9)
  }

  @Test func stateNameIsTheDiagramNameOfAValuesCase() {
    let page = PagedList.Page(items: ["a"], pages: 1)
    #expect(StateDiagram.stateName(of: PagedList.State.pageLoading(page)) == "pageLoading")
    #expect(StateDiagram.stateName(of: PagedList.State.initial) == "initial")
    #expect(diagram.states.contains(StateDiagram.stateName(of: PagedList.State.error("x"))))
  }

  @Test func stayingInAStateIsASelfTransition() {
    #expect(diagram.transitions.contains(.init(from: "list", to: "list", label: "itemTapped")))
  }

  @Test func textIsDeterministic() {
    let again = PagedList.machine(onUndeclared: { _ in }).diagram
    #expect(again.plantUML == diagram.plantUML)
    #expect(again.mermaid == diagram.mermaid)
  }

  @Test func emptyMachineDrawsNoInitialArrow() {
    let empty = StateMachine<PagedList.State, PagedList.Action, Void> {}.diagram
    #expect(empty.initial == nil)
    #expect(empty.plantUML == "@startuml\n@enduml\n")
    #expect(empty.mermaid == "stateDiagram-v2\n")
  }

  @Test func plantUMLMatchesTheCommittedSpecification() {
    expectSnapshot(diagram.plantUML, named: "pagedList", pathExtension: "puml")
  }

  @Test func mermaidMatchesTheCommittedSpecification() {
    expectSnapshot(diagram.mermaid, named: "pagedList", pathExtension: "mmd")
  }

  /// Compares `text` with `Tests/RuntimeTests/__Snapshots__/StateDiagramTests/<test>.<name>.<ext>`
  /// (written on the first run, which then fails so the file gets reviewed).
  func expectSnapshot(
    _ text: String, named name: String, pathExtension: String,
    filePath: StaticString = #filePath, function: String = #function,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var format = Snapshotting<String, String>.lines
    format.pathExtension = pathExtension
    let directory = URL(fileURLWithPath: "\(filePath)")
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/StateDiagramTests")
    let failure = verifySnapshot(
      of: text, as: format, named: name, snapshotDirectory: directory.path, file: filePath,
      testName: String(function.prefix { $0 != "(" }))
    if let failure { Issue.record("\(failure)", sourceLocation: sourceLocation) }
  }
}
