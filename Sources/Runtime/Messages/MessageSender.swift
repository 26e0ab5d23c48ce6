/// How a reducer's effects send messages; it lives in the environment, so a
/// test can replace it. Sending never blocks and never fails; messages sent
/// after the store shut down are dropped.
///
/// ```swift
/// struct Environment { var messages: MessageSender }
/// return .message(.returnResult(choice), through: env.messages)
/// ```
public struct MessageSender: Sendable {
  private let sink: @Sendable (ScreenMessage) -> Void

  /// Creates a sender that hands each route to `sink`.
  public init(_ sink: @escaping @Sendable (ScreenMessage) -> Void) { self.sink = sink }

  /// Sends a message.
  public func callAsFunction(_ route: ScreenMessage) { sink(route) }

  /// A sender that drops everything (for environments that never route).
  public static let ignoring = MessageSender { _ in }
}

extension Effect {
  /// Sends `route` to the host; nothing comes back to the store.
  public static func message(
    _ route: ScreenMessage, through sender: MessageSender, fileID: String = #fileID,
    line: UInt = #line
  ) -> Effect {
    .run(fileID: fileID, line: line, operation: { _ in sender(route) })
  }
}
