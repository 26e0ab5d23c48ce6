import Trellis

// The host reads every optional capability of a screen through these, by
// the names the `Screen` protocol once required: a screen that does not opt
// into a capability gets the default. They are not public, so a
// screen that declares a capability without implementing it fails to
// compile instead of finding one of these (TrellisDev, in this package,
// reads them too); and disfavoured, so that where a
// capability's own requirement is in reach (in the helpers below, or on a
// concrete screen) it wins, and these never call themselves.
extension Screen {
  /// The document title: ``Titled/title(_:)``, or the screen's name, capitalised.
  @_disfavoredOverload
  package func title(_ state: State) -> String {
    if let titled = self as? any Titled, let title = titled.erasedTitle(state) { return title }
    return Self.name.prefix(1).uppercased() + Self.name.dropFirst()
  }

  /// ``Appearing/appearAction(_:)``, or nothing.
  @_disfavoredOverload
  package func appearAction(_ state: State) -> Action? {
    ((self as? any Appearing)?.erasedAppearAction(state)).flatMap { $0 as? Action }
  }

  /// ``Prerendered/prerenderAction(_:)``, or nothing: the page shows the URL's state.
  @_disfavoredOverload
  package func prerenderAction(_ state: State) -> Action? {
    ((self as? any Prerendered)?.erasedPrerenderAction(state)).flatMap { $0 as? Action }
  }

  /// ``ReceivesResults/action(forResult:)``, or nothing: results are ignored.
  @_disfavoredOverload
  package func action(forResult result: ScreenResult) -> Action? {
    ((self as? any ReceivesResults)?.erasedAction(forResult: result)).flatMap { $0 as? Action }
  }

  /// ``ReceivesBroadcasts/topics(_:)``, or none.
  @_disfavoredOverload
  package func topics(_ state: State) -> [AnyHashableSendableTopic] {
    (self as? any ReceivesBroadcasts)?.erasedTopics(state) ?? []
  }

  /// ``ReceivesBroadcasts/action(forBroadcast:)``, or nothing: broadcasts are ignored.
  @_disfavoredOverload
  package func action(forBroadcast broadcast: Broadcast) -> Action? {
    ((self as? any ReceivesBroadcasts)?.erasedAction(forBroadcast: broadcast)).flatMap {
      $0 as? Action
    }
  }

  /// ``PushesHistory/urlChange(from:to:)``, or `.replace`.
  @_disfavoredOverload
  package func urlChange(from old: State, to new: State) -> Navigation.Style {
    (self as? any PushesHistory)?.erasedURLChange(from: old, to: new) ?? .replace
  }

  /// ``Localized/language(_:)``, or nothing: the page follows the request.
  @_disfavoredOverload
  package func language(_ state: State) -> String? {
    (self as? any Localized)?.erasedLanguage(state) ?? nil
  }

  /// ``HasStateDiagram/stateDiagram``, or none.
  @_disfavoredOverload
  package var stateDiagram: StateDiagram? { (self as? any HasStateDiagram)?.erasedStateDiagram }

  /// ``HasStateDiagram/diagramState(_:)``, or none.
  @_disfavoredOverload
  package func diagramState(_ state: State) -> String? {
    (self as? any HasStateDiagram)?.erasedDiagramState(state) ?? nil
  }
}

// Each takes the state as `Any`: the existential's `State` is the same type
// as the caller's, which the compiler cannot see through the cast.
extension Titled {
  fileprivate func erasedTitle(_ state: Any) -> String? { (state as? State).map(title) }
}

extension Appearing {
  fileprivate func erasedAppearAction(_ state: Any) -> (any Sendable)? {
    (state as? State).flatMap(appearAction)
  }
}

extension Prerendered {
  fileprivate func erasedPrerenderAction(_ state: Any) -> (any Sendable)? {
    (state as? State).flatMap(prerenderAction)
  }
}

extension ReceivesResults {
  fileprivate func erasedAction(forResult result: ScreenResult) -> (any Sendable)? {
    action(forResult: result)
  }
}

extension ReceivesBroadcasts {
  fileprivate func erasedTopics(_ state: Any) -> [AnyHashableSendableTopic] {
    (state as? State).map(topics) ?? []
  }

  fileprivate func erasedAction(forBroadcast broadcast: Broadcast) -> (any Sendable)? {
    action(forBroadcast: broadcast)
  }
}

extension PushesHistory {
  fileprivate func erasedURLChange(from old: Any, to new: Any) -> Navigation.Style? {
    guard let old = old as? State, let new = new as? State else { return nil }
    return urlChange(from: old, to: new)
  }
}

extension Localized {
  fileprivate func erasedLanguage(_ state: Any) -> String? {
    (state as? State).flatMap(language)
  }
}

extension HasStateDiagram {
  fileprivate var erasedStateDiagram: StateDiagram { stateDiagram }

  fileprivate func erasedDiagramState(_ state: Any) -> String? {
    (state as? State).flatMap(diagramState)
  }
}
