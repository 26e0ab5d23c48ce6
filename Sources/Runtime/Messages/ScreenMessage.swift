/// A message a screen sends to the host rather than to itself: open another
/// screen, hand a result back to the screen that opened this one, or tell
/// every session showing a topic. The host decides what each one means.
///
/// ```swift
/// case .monsterTapped(let id):
///   return .message(.navigate(to: MonsterDetail.self, state: .init(id: id)), through: env.messages)
/// ```
public enum ScreenMessage: Sendable {
  /// Show a screen in a given state.
  case navigate(Navigation)
  /// Give a value back to the screen that opened this one.
  case returnResult(ScreenResult)
  /// Deliver a message to every session observing a topic.
  case broadcast(Broadcast)

  /// Navigation to `destination` in `state`.
  public static func navigate<D: Destination>(
    to destination: D.Type, state: D.State, style: Navigation.Style = .push
  ) -> ScreenMessage {
    .navigate(Navigation(to: destination, state: state, style: style))
  }

  /// A result for the opener.
  public static func returnResult(_ payload: some Sendable) -> ScreenMessage {
    .returnResult(ScreenResult(payload))
  }

  /// A message for every session observing `topic`.
  public static func broadcast<T: BroadcastTopic>(_ topic: T, _ message: T.Message) -> ScreenMessage
  {
    .broadcast(Broadcast(topic, message))
  }
}
