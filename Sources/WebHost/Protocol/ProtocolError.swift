/// A problem with what a client sent (or with its session), answered with an
/// `error` message; never a crash.
public struct ProtocolError: Error, Equatable, Sendable {
  /// A dotted code the client can switch on.
  public enum Code: String, Sendable, CaseIterable {
    /// The frame is not JSON, or not a JSON object.
    case malformed = "message.malformed"
    /// The message's kind (`t`) is not one this protocol version knows.
    case unknownKind = "message.unknown-kind"
    /// A field is missing, has the wrong type, or is not allowed.
    case invalid = "message.invalid"
    /// The message is larger than allowed.
    case oversize = "message.oversize"
    /// The client speaks another protocol version.
    case version = "protocol.version"
    /// The first message on a socket must be `join`.
    case joinRequired = "join.required"
    /// The event names a handler the current tree does not have.
    case unknownHandler = "handler.unknown"
    /// A replayed event whose target the rebuilt screen no longer has (or
    /// has as another element); consumed and acknowledged, never applied.
    case staleEvent = "event.stale"
    /// The event's sequence number is not the next one expected.
    case sequenceGap = "seq.gap"
    /// A `pop` URL holds no state of the session's screen; nothing changed.
    case invalidURL = "url.invalid"
    /// Too many events too fast; the event was not applied.
    case rateLimited = "rate.limited"
    /// The session no longer exists; rebuild the screen from its URL.
    case sessionExpired = "session.expired"
    /// The session belongs to another page.
    case sessionForbidden = "session.forbidden"
    /// The page token is invalid or too old; reload the page.
    case pageExpired = "page.expired"
    /// The client fell too far behind; the session was dropped.
    case queueOverflow = "queue.overflow"
    /// No message arrived within the heartbeat timeout.
    case heartbeatTimeout = "heartbeat.timeout"
    /// The server is shutting down.
    case shutdown = "server.shutdown"
    /// Another socket took the session over (another tab joined it).
    case sessionMoved = "session.moved"
    /// The client's address holds too many live sessions.
    case sessionLimit = "session.limit"
    /// The page token already mounted a session (a page mounts one).
    case pageUsed = "page.used"
    /// The socket sent no `join` in time.
    case joinTimeout = "join.timeout"
  }

  /// What went wrong, as a code.
  public var code: Code
  /// What went wrong, for people and logs.
  public var message: String
  /// The sequence number of the event concerned, if any.
  public var sequence: Int?
  /// Whether the socket closes after this error whatever its code (a
  /// refused join): the client must not retry it as it is.
  public var closesSocket = false

  /// Creates an error.
  public init(_ code: Code, _ message: String, sequence: Int? = nil) {
    self.code = code
    self.message = message
    self.sequence = sequence
  }

  /// Whether the socket is closed after this error is sent.
  public var isFatal: Bool {
    if closesSocket { return true }
    return switch code {
    case .version, .joinRequired, .sessionExpired, .sessionForbidden, .pageExpired, .queueOverflow,
      .heartbeatTimeout, .shutdown, .sessionMoved, .sessionLimit, .pageUsed, .joinTimeout:
      true
    case .malformed, .unknownKind, .invalid, .oversize, .unknownHandler, .staleEvent, .sequenceGap,
      .rateLimited, .invalidURL:
      false
    }
  }
}
