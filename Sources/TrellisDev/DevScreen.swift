import MarkupValidation
import Trellis
import WebHost

/// A screen with the developer panel beside it, as the host serves every
/// screen in development mode (`gallery --dev`): the page's tree is
/// `div#trellis-dev-root { <the screen's view> ; aside#trellis-dev { … } }`.
///
/// The panel's clicks (undo, redo, jump, open/close) are handled here and
/// never reach the screen's reducer. Time travel is honest about effects:
/// restoring a past state cancels every effect of the abandoned timeline
/// (a delayed action cannot land later and erase the redo tail) and sends
/// the screen's appear action for the restored state, unrecorded, so that
/// the long-running work the state implies (a game's timer, a pending
/// delay) runs again — as when a live session mounts that state from its URL.
/// Everything else — URL, title, messages, broadcasts — is the screen's own,
/// so the address bar and the title follow undo, redo and jumps.
///
/// ```swift
/// let session = try LiveScreen(screen: DevScreen(Counter()), url: url, …)
/// ```
struct DevScreen<Base: Screen>: Screen, Titled, Appearing, Prerendered, ReceivesResults,
  ReceivesBroadcasts, PushesHistory
{
  typealias State = DevState<Base>
  typealias Action = DevAction<Base.Action>
  typealias Environment = Base.Environment
  typealias Panel = DevPanel<Base.State, Base.Action>

  /// The screen shown.
  let base: Base
  let codec: DevCodec<Base>
  /// The screen's reducer scoped into the page's, then the panel's own.
  private let body: Reducer<State, Action, Environment>

  static var name: String { Base.name }

  /// Wraps `base`.
  init(_ base: Base) {
    self.base = base
    codec = DevCodec(base: base.codec)
    body = Reducer {
      Scope(state: \.screen, action: \.screen) { base.reducer }
      Reducer { state, action, environment in Self.panel(base, &state, action, environment) }
    }
  }

  func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action>
  {
    body.reduce(&state, action, environment)
  }

  /// The panel's clicks, and the history entry of each screen action (made
  /// after the scoped screen reducer ran, so it records the new state).
  private static func panel(
    _ base: Base, _ state: inout State, _ action: Action, _ environment: Environment
  ) -> Effect<Action> {
    // Any other change makes a shown export stale.
    state.isExportShown = false
    switch action {
    case .exportTapped:
      state.isExportShown = true
    case .screen(let action):
      let text = DevText.oneLine(action)
      state.history.record(text, state.screen)
      state.recording.record(action: action, text: text)
    case .undo:
      if let past = state.history.undo() { return restore(base, &state, past, "undo") }
    case .redo:
      if let later = state.history.redo() { return restore(base, &state, later, "redo") }
    case .jump(let index):
      if let restored = state.history.jump(to: index) {
        return restore(base, &state, restored, "jump(\(index))")
      }
    case .resume(let action):
      // Not in the history: resuming is not a step of the timeline, and
      // recording it would drop the redo tail. The export records it: it is
      // an input of the screen's reducer.
      state.recording.record(action: action, text: DevText.oneLine(action))
      return base.reduce(&state.screen, action, environment).map(DevAction.screen)
    case .togglePanel:
      state.isPanelOpen.toggle()
    }
    return .none
  }

  /// Makes `restored` current: the abandoned timeline's effects cancelled,
  /// the restored state's own work resumed.
  private static func restore(
    _ base: Base, _ state: inout State, _ restored: Base.State, _ text: String
  ) -> Effect<Action> {
    state.screen = restored
    state.recording.record(restored: restored, text: text)
    guard let resume = base.appearAction(restored) else { return .cancelAll }
    return .merge(.cancelAll, .send(.resume(resume)))
  }

  func view(_ state: State) -> Node<Action> {
    let screenTree = base.view(state.screen)
    // Validated here, not in the session, so that the panel shows the
    // issues of the screen's own markup; only while it is open.
    let issues = state.isPanelOpen ? MarkupValidator().validate(screenTree) : []
    let panel = Panel(
      history: state.history, isOpen: state.isPanelOpen, issues: issues,
      diagram: base.stateDiagram, diagramState: base.diagramState(state.screen),
      export: state.isPanelOpen && state.isExportShown
        ? DevRecording.dataURL(state.recording.export(base, state: state.screen)) : nil)
    return div(.id(Panel.rootID)) {
      screenTree.map { .screen($0) }
      panel.view()
    }
  }

  func makeEnvironment(_ context: ScreenContext) -> Environment {
    base.makeEnvironment(context)
  }

  func title(_ state: State) -> String { base.title(state.screen) }

  func appearAction(_ state: State) -> Action? {
    base.appearAction(state.screen).map { .screen($0) }
  }

  func prerenderAction(_ state: State) -> Action? {
    base.prerenderAction(state.screen).map { .screen($0) }
  }

  func action(forResult result: ScreenResult) -> Action? {
    base.action(forResult: result).map { .screen($0) }
  }

  func topics(_ state: State) -> [AnyHashableSendableTopic] { base.topics(state.screen) }

  func action(forBroadcast broadcast: Broadcast) -> Action? {
    base.action(forBroadcast: broadcast).map { .screen($0) }
  }

  func urlChange(from old: State, to new: State) -> Navigation.Style {
    base.urlChange(from: old.screen, to: new.screen)
  }
}
