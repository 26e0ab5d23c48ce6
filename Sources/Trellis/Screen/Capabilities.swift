/// A screen whose document title follows its state (without it the title
/// is the screen's name, capitalised).
///
/// ```swift
/// extension Counter: Titled {
///   func title(_ state: State) -> String { "Counter: \(state.count)" }
/// }
/// ```
public protocol Titled: Screen {
  /// The document title for `state`.
  func title(_ state: State) -> String
}

/// A screen that starts work when a live session mounts it (a timer, a load).
///
/// ```swift
/// extension BabyAlbum: Appearing {
///   func appearAction(_ state: State) -> Action? { .appeared }
/// }
/// ```
public protocol Appearing: Screen {
  /// The action sent once when a live session mounts the screen.
  func appearAction(_ state: State) -> Action?
}

/// A screen whose server-rendered first page shows loaded data rather than
/// a spinner. The host sends ``prerenderAction(_:)`` to a store built like
/// a session's, waits until no effect runs or its prerender budget passes,
/// and renders the state reached; the live session then starts from that
/// state, and its appear action must not load it again.
///
/// ```swift
/// extension MonsterList: Prerendered {
///   func prerenderAction(_ state: State) -> Action? { state.phase.is(\.initial) ? .appeared : nil }
/// }
/// ```
public protocol Prerendered: Screen {
  /// The action whose effects the first page waits for (`nil`: the page
  /// shows the URL's state as decoded).
  func prerenderAction(_ state: State) -> Action?
}

/// A screen that opens others and takes back what they hand it.
///
/// ```swift
/// extension MonsterList: ReceivesResults {
///   func action(forResult result: ScreenResult) -> Action? {
///     result.value(as: MonsterDeletion.self).map { .deleted($0.id) }
///   }
/// }
/// ```
public protocol ReceivesResults: Screen {
  /// The action for a result handed back by a screen this one opened.
  func action(forResult result: ScreenResult) -> Action?
}

/// A screen that listens to broadcast topics shared with other sessions.
///
/// ```swift
/// extension LikeHistory: ReceivesBroadcasts {
///   func topics(_ state: State) -> [AnyHashableSendableTopic] { [AnyHashableSendableTopic(LikesTopic())] }
///   func action(forBroadcast broadcast: Broadcast) -> Action? { .likesChanged }
/// }
/// ```
public protocol ReceivesBroadcasts: Screen {
  /// The topics a session showing `state` listens to.
  func topics(_ state: State) -> [AnyHashableSendableTopic]
  /// The action for a message on one of ``topics(_:)``.
  func action(forBroadcast broadcast: Broadcast) -> Action?
}

/// A screen some of whose URL changes make a browser history entry (without
/// it every change replaces the current entry).
///
/// ```swift
/// extension Todo: PushesHistory {
///   func urlChange(from old: State, to new: State) -> Navigation.Style {
///     old.filter == new.filter ? .replace : .push
///   }
/// }
/// ```
public protocol PushesHistory: Screen {
  /// How the address bar takes the URL change from `old` to `new`: `.push`
  /// makes a history entry that back returns to, `.replace` does not.
  func urlChange(from old: State, to new: State) -> Navigation.Style
}

/// A screen declared as a state machine, drawn in the developer panel.
///
/// ```swift
/// extension MonsterList: HasStateDiagram {
///   var stateDiagram: StateDiagram { Self.machine.diagram }
///   func diagramState(_ state: State) -> String? { StateDiagram.stateName(of: state.phase) }
/// }
/// ```
public protocol HasStateDiagram: Screen {
  /// The screen's state machine.
  var stateDiagram: StateDiagram { get }
  /// The diagram state `state` is in, highlighted in the developer panel.
  func diagramState(_ state: State) -> String?
}

/// A screen that chooses the language of its page (the document's `lang`);
/// without it, or when it returns `nil`, the page takes the request's
/// `Accept-Language` among the languages the application offers.
///
/// ```swift
/// extension Article: Localized {
///   func language(_ state: State) -> String? { state.article.language }
/// }
/// ```
public protocol Localized: Screen {
  /// The page's `lang` for `state` (a BCP 47 tag such as `"fr"`), or `nil`
  /// to follow the request.
  func language(_ state: State) -> String?
}
