import VDOM

/// What the browser sends up the socket (protocol version 4).
///
/// Decode frames only with ``WireCodec/decodeClient(_:limits:)``.
public enum ClientMessage: Sendable, Equatable {
  /// The first message on every socket: join a new session or resume one.
  case join(Join)
  /// A DOM event on a bound element.
  case event(ClientEvent)
  /// Back or forward moved the browser to `url` (path and query) of the
  /// same screen: show the state it holds. Numbered like events (version 2).
  case pop(sequence: Int, url: String)
  /// Live navigation: end this screen's session and mount the screen at
  /// `url` (path and query) on the same socket; `push` makes a history entry
  /// (a followed link), else the entry is replaced (back or forward).
  case go(url: String, push: Bool)
  /// The client applied every patch batch up to and including this number.
  case ack(batch: Int)
  /// A heartbeat; the server answers with `pong` carrying the same number.
  case ping(Int)
  /// The answer to a server `ping`.
  case pong(Int)

  /// The `join` message's fields.
  public struct Join: Sendable, Equatable {
    /// The protocol version the client speaks.
    public var version: Int
    /// The token of the page that was served (from its `<meta>`).
    public var pageToken: String
    /// The session to resume, or `nil` to start one.
    public var sessionID: String?
    /// The last patch batch the client applied (0 when none).
    public var lastBatch: Int
    /// The URL the browser shows (path and query).
    public var url: String

    /// Creates a join message.
    public init(
      version: Int = WireCodec.version, pageToken: String, sessionID: String?, lastBatch: Int,
      url: String
    ) {
      self.version = version
      self.pageToken = pageToken
      self.sessionID = sessionID
      self.lastBatch = lastBatch
      self.url = url
    }
  }
}

/// One browser event: the per-session sequence number, the handler id the
/// browser echoed from the tree, and what the event carried.
public struct ClientEvent: Sendable, Equatable {
  /// Numbered 1, 2, 3, … per session; applied exactly once, in order.
  public var sequence: Int
  /// The opaque id of the ``EventBinding`` that fired.
  public var handler: Int
  /// The target's value, checked state, form fields, key.
  public var payload: EventPayload
  /// The last update batch the client applied, when it acknowledges one
  /// with the event instead of an `ack` of its own.
  public var acknowledging: Int?
  /// Where the target is, for an event replayed into a rebuilt session,
  /// whose handler ids mean nothing there.
  public var target: ReplayTarget?

  /// Creates an event.
  public init(
    sequence: Int, handler: Int, payload: EventPayload = EventPayload(), acknowledging: Int? = nil,
    target: ReplayTarget? = nil
  ) {
    self.sequence = sequence
    self.handler = handler
    self.payload = payload
    self.acknowledging = acknowledging
    self.target = target
  }
}

extension ClientMessage {
  /// Whether this message moves the socket to another screen's session.
  var isNavigation: Bool {
    if case .go = self { return true }
    return false
  }
}
