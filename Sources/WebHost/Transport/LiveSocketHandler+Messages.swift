import NIOCore

/// Messages as the socket assembles them and hands them to the session.
extension LiveSocketHandler {
  /// A complete message waiting to be handed over.
  enum Incoming: Sendable {
    case text(ByteBuffer)
    case binary
  }

  /// A message whose fragments are still arriving.
  struct Assembly {
    var binary: Bool
    var compressed: Bool
    var bytes: ByteBuffer
  }

  /// The client message in `incoming`, or why it is not one.
  static func decode(_ incoming: Incoming, _ settings: LiveSocketSettings) -> Result<
    ClientMessage, ProtocolError
  > {
    guard case .text(let buffer) = incoming else {
      return .failure(ProtocolError(.malformed, "binary frames are not part of the protocol"))
    }
    guard let text = String(validating: buffer.readableBytesView, as: UTF8.self) else {
      return .failure(ProtocolError(.malformed, "a text frame must be valid UTF-8"))
    }
    return Result { () throws(ProtocolError) in
      try WireCodec.decodeClient(text, limits: settings.wireLimits)
    }
  }
}
