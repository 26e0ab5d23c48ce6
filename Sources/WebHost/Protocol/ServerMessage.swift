/// What the server sends down the socket (protocol version 1).
///
/// Encode only with ``WireCodec/encode(_:)``.
public enum ServerMessage: Sendable, Equatable {
  /// The answer to `join`: the session id and where the client stands.
  case joined(Joined)
  /// A batch of patches, numbered per session.
  case patch(PatchBatch)
  /// Events up to and including this sequence number are applied.
  case ack(sequence: Int)
  /// Put this URL in the address bar.
  case url(String, HistoryMode)
  /// Set the document title.
  case title(String)
  /// Load this URL as a new page.
  case navigate(String)
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
    /// Creates the fields.
    public init(sessionID: String, resumed: Bool, lastSequence: Int) {
      self.sessionID = sessionID
      self.resumed = resumed
      self.lastSequence = lastSequence
    }
  }
}

/// A numbered batch of patches, already encoded by the VDOM patch encoder.
public struct PatchBatch: Sendable, Equatable {
  /// 1, 2, 3, … per session.
  public var number: Int
  /// The last event sequence number applied when the batch was made.
  public var sequence: Int
  /// The patches as a JSON array, inserted verbatim into the message.
  public var operationsJSON: String

  /// Creates a batch; `operationsJSON` must be a JSON array.
  public init(number: Int, sequence: Int, operationsJSON: String) {
    self.number = number
    self.sequence = sequence
    self.operationsJSON = operationsJSON
  }
}
