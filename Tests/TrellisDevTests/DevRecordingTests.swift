import Foundation
import Screens
import Testing
import Trellis

@testable import TrellisDev

/// What the panel records for its export: every input of the screen's
/// reducer, encoded when the screen's actions are, time travel as the state
/// it restored, and the export as a `data:` link.
@Suite struct DevRecordingTests {
  let screen = DevScreen(Todo())
  let environment = Todo.Environment(clock: ContinuousClock())

  func reduced(_ actions: [DevAction<Todo.Action>]) throws -> DevState<Todo> {
    var state = try screen.codec.state(from: StateURL(parsing: "/todo?todo1=Milk"))
    for action in actions { _ = screen.reduce(&state, action, environment) }
    return state
  }

  @Test func screenActionsAndTimeTravelAreRecordedInOrder() throws {
    let state = try reduced([
      .screen(.item(id: 1, action: .doneChanged(true))), .togglePanel, .undo,
      .screen(.filterChosen(.active)),
    ])
    let recording = state.recording
    #expect(recording.url == "/todo?todo1=Milk")
    #expect(recording.steps.map(\.text).count == 3)
    #expect(
      try recording.steps[0].action?.decode(as: Todo.Action.self)
        == .item(id: 1, action: .doneChanged(true)))
    #expect(recording.steps[1].action == nil)
    #expect(
      try recording.steps[1].restore?.decode(as: Todo.State.self)
        == Todo.State(todos: [.init(id: 1, title: "Milk")]))
    #expect(try recording.steps[2].action?.decode(as: Todo.Action.self) == .filterChosen(.active))
    #expect(recording.steps.map(\.at) == recording.steps.map(\.at).sorted())
  }

  @Test func theExportCarriesTheFinalStateAndRendering() throws {
    let state = try reduced([.screen(.item(id: 1, action: .doneChanged(true)))])
    let recording = state.recording.export(Todo(), state: state.screen)
    #expect(recording.screen == "todo")
    #expect(try recording.recordedStateJSON() == JSONValue(encoding: state.screen))
    #expect(recording.html == HTMLRenderer.render(Todo().view(state.screen)))
    let link = DevRecording.dataURL(recording)
    let prefix = "data:application/json;charset=utf-8,"
    #expect(link.hasPrefix(prefix))
    let json = try #require(link.dropFirst(prefix.count).removingPercentEncoding)
    #expect(try Recording(json: Data(json.utf8)) == recording)
  }

  @Test func theOpenPanelOffersTheDownloadWhenAskedUntilTheNextChange() throws {
    var state = try reduced([.screen(.draftChanged("x"))])
    var html = HTMLRenderer.render(screen.view(state))
    #expect(html.contains(#"id="trellis-dev-export""#))
    #expect(!html.contains("trellis-dev-download"))
    state = try reduced([.screen(.draftChanged("x")), .exportTapped])
    html = HTMLRenderer.render(screen.view(state))
    #expect(html.contains(#"id="trellis-dev-download""#))
    #expect(html.contains(#"download="trellis-recording.json""#))
    #expect(html.contains(#"href="data:application/json;charset=utf-8,%7B"#))
    #expect(state.recording.steps.count == 1)
    state = try reduced([.screen(.draftChanged("x")), .exportTapped, .screen(.draftChanged("y"))])
    #expect(!state.isExportShown)
  }
}

extension Recording {
  fileprivate func recordedStateJSON() throws -> JSONValue? { state }
}
