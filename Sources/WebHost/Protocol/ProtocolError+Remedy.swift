extension ProtocolError {
  /// What the client does after an error, sent as the error message's `then`
  /// field, so the policy lives with the codes and not in the browser script.
  public enum Remedy: String, Sendable {
    /// Only a fresh page helps: load the page's URL again.
    case reload
    /// Nothing from the event on was applied: send the unacknowledged events again.
    case resend
    /// A new socket may get past it: the client reconnects as after a drop.
    case reconnect
    /// Nothing the client can do: stop and show the message to the user.
    case stop
  }

  /// What the client does after this error; `nil` when it only reports it.
  public var remedy: Remedy? {
    switch code {
    case .sessionExpired, .pageExpired, .sessionForbidden, .version, .queueOverflow, .invalidURL,
      .pageUsed:
      .reload
    case .rateLimited, .sequenceGap: .resend
    case .shutdown, .heartbeatTimeout, .joinTimeout: .reconnect
    default: isFatal ? .stop : nil
    }
  }
}
