import Logging
import NIOCore
import NIOWebSocket

/// The writing side of a live socket: the task that handed a message to
/// the session writes its output; output made later (by effects) wakes a
/// short-lived task that drains the session's outbox into frames.
///
/// It is also the session's ``SocketLink``: two references, kept inline.
struct LiveSocketOutput: SocketLink {
  let channel: any Channel
  let settings: LiveSocketSettings

  func wake(_ session: isolated Session, socket number: Int) {
    // Isolated to the session, the writer runs on its executor: on a
    // socket's screen, the loop that writes the frames.
    Task {
      assert(session.eventLoop?.inEventLoop ?? true, "a session's writer left its event loop")
      await drain(session: session, socket: number)
    }
  }

  func hangUp(_ error: ProtocolError) {
    channel.eventLoop.execute { hangUpNow(error) }
  }

  /// Writes what the session has queued for `socket`, one frame at a time,
  /// then ends; closes the socket after a fatal error. A write is waited
  /// for only when the socket is full (a slow client): waiting for every
  /// one cost two thread hops per frame (the event loop completes the
  /// write, then wakes this task elsewhere), while the session's writer
  /// turn already keeps the frames in order.
  func drain(session: Session, socket: Int, isolation: isolated (any Actor)? = #isolation) async {
    while let message = await session.nextReady(for: socket) {
      let frame = Self.frame(WireCodec.encode(message), allocator: channel.allocator)
      if channel.isWritable {
        channel.writeAndFlush(frame, promise: nil)
      } else {
        do {
          try await channel.writeAndFlush(frame)
        } catch {
          return
        }
      }
      if case .error(let error) = message, error.isFatal {
        settings.logger.notice(
          "session ended",
          metadata: ["session": "\(session.id.prefix(6))…", "code": "\(error.code.rawValue)"])
        channel.eventLoop.execute { close(1000, reason: error.code.rawValue) }
        return
      }
    }
  }

  /// One text frame (``LiveSocketHandler`` deflates it on its way out).
  static func frame(_ text: String, allocator: ByteBufferAllocator) -> WebSocketFrame {
    WebSocketFrame(fin: true, opcode: .text, data: allocator.buffer(string: text))
  }

  private func handler() -> LiveSocketHandler? {
    try? channel.pipeline.syncOperations.handler(type: LiveSocketHandler.self)
  }

  /// On the event loop: tells a silent peer why, and closes its socket.
  private func hangUpNow(_ error: ProtocolError) {
    guard let handler = handler(),
      let context = try? channel.pipeline.syncOperations.context(
        handlerType: LiveSocketHandler.self)
    else { return }
    handler.sendError(error, context: context)
    handler.sendClose(1001, reason: error.code.rawValue, context: context)
  }

  /// On the event loop: starts the close handshake.
  private func close(_ code: UInt16, reason: String) {
    guard let handler = handler(),
      let context = try? channel.pipeline.syncOperations.context(
        handlerType: LiveSocketHandler.self)
    else { return }
    handler.sendClose(code, reason: reason, context: context)
  }
}
