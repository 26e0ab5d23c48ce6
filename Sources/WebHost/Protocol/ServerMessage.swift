/// What the server sends down the socket (protocol version 4).
///
/// Encode only with ``WireCodec/encode(_:)``.
public enum ServerMessage: Sendable, Equatable {
  /// The answer to `join`: the session id and where the client stands.
  case joined(Joined)
  /// What changed, in one frame: patches (a numbered batch), the URL, the
  /// title, and the events applied.
  case update(Update)
  /// Events up to and including this sequence number are applied (sent
  /// when an event changed nothing the browser shows).
  case ack(sequence: Int)
  /// Go to this URL: over the socket when it is a live screen (the client
  /// answers with `go`), else as a new page.
  case navigate(String)
  /// Load this URL as a new page (the answer to a `go` the socket cannot
  /// serve: another origin's or a path that is no live screen).
  case load(String)
  /// Something the client sent, or its session, is wrong.
  case error(ProtocolError)
  /// A heartbeat; the client answers with `pong`.
  case ping(Int)
  /// The answer to a client `ping`.
  case pong(Int)

  /// How a URL change enters the browser's history.
  public enum HistoryMode: String, Sendable {
    /// A new history entry (navigation).
    case push
    /// Replace the current entry (small changes).
    case replace
  }

  /// The `joined` message's fields.
  public struct Joined: Sendable, Equatable {
    /// The session id to present when resuming.
    public var sessionID: String
    /// Whether an existing session was resumed.
    public var resumed: Bool
    /// The last event sequence number applied; the client resends later ones.
    public var lastSequence: Int
    /// After a live navigation: the page token the new session is bound to
    /// (the client presents it on its next join).
    public var pageToken: String?
    /// After a live navigation: the new screen's first update (its whole
    /// root, URL and title), riding in the same frame.
    public var entry: Update?
    /// Creates the fields.
    public init(
      sessionID: String, resumed: Bool, lastSequence: Int, pageToken: String? = nil,
      entry: Update? = nil
    ) {
      self.sessionID = sessionID
      self.resumed = resumed
      self.lastSequence = lastSequence
      self.pageToken = pageToken
      self.entry = entry
    }
  }
}

/// One update of what the browser shows: any of a batch of patches
/// (numbered, kept until acknowledged), a URL and a title, with the last
/// event applied when it was made.
public struct Update: Sendable, Equatable {
  /// The batch number (1, 2, 3, … per session) when it carries patches.
  public var batch: Int?
  /// The last event sequence number applied when the update was made.
  public var sequence: Int
  /// The patches as a JSON array, inserted verbatim into the message.
  public var operationsJSON: String?
  /// The URL (path and query) to put in the address bar.
  public var url: String?
  /// How `url` enters the browser's history.
  public var mode: ServerMessage.HistoryMode
  /// The document title.
  public var title: String?

  /// Creates an update; `operationsJSON` must be a JSON array.
  public init(
    batch: Int? = nil, sequence: Int, operationsJSON: String? = nil, url: String? = nil,
    mode: ServerMessage.HistoryMode = .replace, title: String? = nil
  ) {
    self.batch = batch
    self.sequence = sequence
    self.operationsJSON = operationsJSON
    self.url = url
    self.mode = mode
    self.title = title
  }

  /// Whether `update` (made later) can ride in this one without changing
  /// the order they are applied in: patches start an update, the URL and
  /// then the title follow them.
  func canAbsorb(_ update: SessionUpdate) -> Bool {
    switch update {
    case .patch: false
    case .url: url == nil && title == nil
    case .title: title == nil
    case .navigate: false
    }
  }

  /// Takes the fields `update` sets.
  mutating func absorb(_ update: SessionUpdate) {
    switch update {
    case .patch(let operations): operationsJSON = operations
    case .url(let url, let mode): (self.url, self.mode) = (url, mode)
    case .title(let title): self.title = title
    case .navigate: break
    }
  }
}
