import MarkupValidation
import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

@testable import TrellisDev

/// The panel's view as validated HTML snapshots.
@Suite struct DevPanelTests {
  let loader = DevScreen(Loader())

  func loaderState(_ actions: [DevAction<Loader.Action>]) -> DevState<Loader> {
    var state = loader.initialState
    for action in actions { _ = loader.reduce(&state, action, ()) }
    return state
  }

  func panel(_ state: DevState<Loader>, issues: [MarkupIssue] = [])
    -> DevPanel<Loader.State, Loader.Action>
  {
    DevPanel(
      history: state.history, isOpen: state.isPanelOpen, issues: issues,
      diagram: loader.base.stateDiagram, diagramState: loader.base.diagramState(state.screen))
  }

  @Test func withAFewEntriesAndTheDiagram() {
    let state = loaderState([
      .screen(.startTapped), .screen(.failed("offline")), .screen(.retryTapped),
      .screen(.finished), .undo,
    ])
    assertSnapshot(of: panel(state).view(), as: .html)
  }

  @Test func withMarkupIssues() {
    let issue = MarkupIssue(
      kind: .blockInParagraph, message: "block element <div> inside <p>", path: "main > p > div",
      line: 0)
    assertSnapshot(of: panel(loaderState([]), issues: [issue]).view(), as: .html)
  }

  @Test func closedItShowsOnlyItsToggle() {
    let counter = DevScreen(Counter())
    var state = counter.initialState
    _ = counter.reduce(&state, .togglePanel, counter.makeEnvironment(ScreenContext()))
    assertSnapshot(of: counter.view(state), as: .html)
  }

  @Test func theScreensOwnMarkupIssuesAreListed() {
    let broken = DevScreen(BrokenScreen())
    var ids = HandlerIDs()
    let html = HTMLRenderer().render(mount(broken.view(broken.initialState), ids: &ids))
    #expect(html.contains("<ul id=\"trellis-dev-issues\">"))
    #expect(html.contains("main &gt; p &gt; div"))
    #expect(
      !HTMLRenderer().render(mount(loader.view(loader.initialState), ids: &ids)).contains(
        "<ul id=\"trellis-dev-issues\">"))
  }
}

/// A screen whose view a browser would restructure (a `<div>` in a `<p>`).
struct BrokenScreen: Screen {
  struct State: Codable, Equatable, Sendable {}
  static let name = "broken"
  let codec = QueryStateCodec(path: "/broken", initial: State()) {}
  func makeEnvironment(_ context: ScreenContext) {}
  func reduce(_ state: inout State, _ action: Never, _ environment: Void) -> Effect<Never> {}
  func view(_ state: State) -> Node<Never> { main { p { div { "inside" } } } }
}
