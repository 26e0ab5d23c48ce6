import Logging
import NIOCore
import NIOWebSocket

/// The live socket once upgraded: plain NIO handlers on the channel's event
/// loop, no task parked while the socket is idle.
///
/// It reads frames from the socket's bytes itself (``WebSocketFrameReader``,
/// closing with 1002, 1007 or 1009 at the first bad one) and writes them
/// (``WebSocketFrameWriter``): no frame codec handlers sit in the pipeline.
/// It assembles fragmented messages (closing with 1009 past the maximum),
/// inflates permessage-deflate ones, answers pings, runs the close
/// handshake, and hands each message to the session in a short-lived task,
/// one at a time and in order, which then writes the session's output;
/// while a message is handled the channel is not read (backpressure).
/// Output goes through ``LiveSocketOutput`` and is deflated here, on the
/// event loop, in the order it reaches the wire (``DeflateContext``).
final class LiveSocketHandler: ChannelDuplexHandler {
  typealias InboundIn = ByteBuffer
  typealias OutboundIn = WebSocketFrame
  typealias OutboundOut = ByteBuffer

  private let settings: LiveSocketSettings
  /// Whether permessage-deflate was negotiated (the terms themselves are
  /// not kept: the contexts below hold what they decided).
  private let compresses: Bool
  /// The upgrade request, handed to the access hook and the screen at join.
  private let request: ScreenRequest
  /// The client's last uncompressed bytes, when it keeps its deflate context.
  private var inflater: InflateContext
  /// The client's frames, read from the socket's bytes.
  private var reader: WebSocketFrameReader
  /// The last bytes sent compressed, when the client keeps its context.
  private var deflater: DeflateContext?
  private var assembly: Assembly?
  /// Messages waiting for the one before to be handled (an empty array
  /// holds no storage: an idle socket keeps none).
  private var pending: [Incoming] = []
  private var busy = false
  private var readHeld = false
  private var closeSent = false
  private var closeReceived = false
  private var active = true
  private var joined: (session: Session, socket: Int)?
  /// Closes a socket that has not joined in time.
  private var joinDeadline: Scheduled<Void>?
  /// What this socket may write to the log: made by its first line (a
  /// socket that never misbehaves keeps none).
  private var madeLog: LogBudget?

  init(settings: LiveSocketSettings, deflate: DeflateNegotiation?, request: ScreenRequest) {
    self.settings = settings
    self.request = request
    self.compresses = deflate != nil
    self.reader = WebSocketFrameReader(maxPayload: settings.maxMessageBytes)
    self.inflater = InflateContext(windowBits: deflate?.clientWindowBits)
    self.deflater = deflate.map {
      DeflateContext(maxWindowBits: $0.serverMaxWindowBits, keepsContext: $0.serverKeepsContext)
    }
  }

  func handlerAdded(context: ChannelHandlerContext) {
    settings.sockets.insert(context.channel)
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    joinDeadline = context.eventLoop.scheduleTask(in: TimeAmount(settings.joinTimeout)) {
      let (handler, context) = bound.value
      guard handler.joined == nil else { return }
      handler.refuse(ProtocolError(.joinTimeout, "no “join” in time"), context: context)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    active = false
    reader.stop()
    joinDeadline?.cancel()
    joinDeadline = nil
    pending = []
    settings.sockets.remove(context.channel)
    if let (session, socket) = joined {
      joined = nil
      Task.detached { await session.detach(socket) }
    }
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    settings.logger.debug("socket error", metadata: ["error": "\(error)"])
    context.close(promise: nil)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // Server shutdown: a joined session says goodbye itself when the
    // registry ends it; a socket that never joined just goes.
    if event is ChannelShouldQuiesceEvent {
      if joined == nil && !busy { sendClose(1001, reason: "server.shutdown", context: context) }
      return
    }
    // A peer that half-closes has gone: there is no reading without input.
    if let event = event as? ChannelEvent, event == .inputClosed {
      context.close(promise: nil)
      return
    }
    context.fireUserInboundEventTriggered(event)
  }

  // MARK: Outbound

  func read(context: ChannelHandlerContext) {
    if busy || !pending.isEmpty {
      readHeld = true
    } else {
      context.read()
    }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    // Nothing may follow our close frame.
    guard !closeSent else {
      promise?.fail(ChannelError.outputClosed)
      return
    }
    send(compressed(unwrapOutboundIn(data)), context: context, promise: promise)
  }

  /// Writes `frame`'s bytes.
  private func send(
    _ frame: WebSocketFrame, context: ChannelHandlerContext, promise: EventLoopPromise<Void>?
  ) {
    let (head, rest) = WebSocketFrameWriter.encode(frame, allocator: context.channel.allocator)
    guard let rest else { return context.write(wrapOutboundOut(head), promise: promise) }
    context.write(wrapOutboundOut(head), promise: nil)
    context.write(wrapOutboundOut(rest), promise: promise)
  }

  /// A text message deflated when that was negotiated and pays; every
  /// message passes here in wire order, as the client's inflater sees them.
  private func compressed(_ frame: WebSocketFrame) -> WebSocketFrame {
    guard frame.opcode == .text, frame.fin, !frame.rsv1, deflater != nil else { return frame }
    let packed = frame.data.withUnsafeReadableBytes { deflater!.deflate($0) }
    guard let packed else { return frame }
    var data = frame.data
    data.clear()
    data.writeBytes(packed)
    return WebSocketFrame(fin: true, rsv1: true, opcode: .text, data: data)
  }

  // MARK: Inbound frames

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !closeReceived else { return }
    reader.append(unwrapInboundIn(data))
    while !closeReceived {
      do throws(FrameViolation) {
        guard let frame = try reader.next() else { return }
        received(frame, context: context)
      } catch {
        // No reply to wait for: the stream past a bad frame cannot be read.
        if closeSent { return context.close(promise: nil) }
        return fail(error.code, reason: error.reason, context: context, waits: false)
      }
    }
  }

  private func received(_ frame: ClientFrame, context: ChannelHandlerContext) {
    switch frame.opcode {
    case .ping:
      // A peer that does not read gets no pongs piling up for it.
      guard !closeSent, context.channel.isWritable else { return }
      send(
        WebSocketFrame(fin: true, opcode: .pong, data: frame.payload), context: context,
        promise: nil)
      context.flush()
    case .pong:
      break
    case .connectionClose:
      receivedClose(frame.payload, context: context)
    case .text, .binary:
      guard assembly == nil else {
        return fail(1002, reason: "a new message inside a fragmented one", context: context)
      }
      guard !frame.rsv1 || compresses else {
        return fail(1002, reason: "compressed without permessage-deflate", context: context)
      }
      assembly = Assembly(
        binary: frame.opcode == .binary, compressed: frame.rsv1, bytes: frame.payload)
      continueAssembly(fin: frame.fin, context: context)
    case .continuation:
      guard var current = assembly, !frame.rsv1 else {
        return fail(1002, reason: "an unexpected continuation frame", context: context)
      }
      assembly = nil
      current.bytes.writeImmutableBuffer(frame.payload)
      assembly = current
      continueAssembly(fin: frame.fin, context: context)
    default:
      // The reader lets no other opcode through.
      fail(1002, reason: "unknown opcode", context: context)
    }
  }

  private func continueAssembly(fin: Bool, context: ChannelHandlerContext) {
    guard let current = assembly else { return }
    guard current.bytes.readableBytes <= settings.maxMessageBytes else {
      assembly = nil
      return fail(1009, reason: "message too big", context: context)
    }
    guard fin, !closeSent else { return }
    assembly = nil
    var message = current.bytes
    if current.compressed {
      guard let inflated = inflate(message, context: context) else { return }
      message = inflated
    }
    pending.append(current.binary ? .binary : .text(message))
    startNext(context: context)
  }

  /// Inflates a compressed message; on failure closes the socket and returns `nil`.
  private func inflate(_ message: ByteBuffer, context: ChannelHandlerContext) -> ByteBuffer? {
    do throws(MessageDeflate.Failure) {
      let bytes = try inflater.inflate(
        Array(message.readableBytesView), limit: settings.maxMessageBytes)
      return context.channel.allocator.buffer(bytes: bytes)
    } catch {
      switch error {
      case .tooLarge: fail(1009, reason: "message inflates too big", context: context)
      case .corrupt: fail(1007, reason: "invalid deflate data", context: context)
      }
    }
    return nil
  }

  // MARK: Handing messages to the session

  private func startNext(context: ChannelHandlerContext) {
    guard !busy, active else { return }
    guard !pending.isEmpty else {
      if readHeld {
        readHeld = false
        context.read()
      }
      return
    }
    let next = pending.removeFirst()
    if pending.isEmpty { pending = [] }
    busy = true
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    let channel = context.channel
    let settings = settings
    let output = LiveSocketOutput(channel: channel, settings: settings)
    let request = request
    let loop = context.eventLoop
    if let (session, socket) = joined {
      let decoded = LiveSocketHandler.decode(next, settings)
      // A message that could not be decoded is logged within this socket's
      // budget (made on first use: a well-behaved socket keeps none).
      let log: LogBudget? = if case .failure = decoded { self.log } else { nil }
      if session.eventLoop?.inEventLoop == true, case .success(let message) = decoded,
        !message.isNavigation
      {
        // The session runs on this loop: its task is queued here and the
        // message is handled, rendered and written on this thread.
        session.assumeIsolated { session in
          _ = Task {
            // Isolated to `session`, the task runs on its executor: this loop.
            assert(loop.inEventLoop, "a session's task left its event loop")
            _ = await settings.deliver(
              .success(message), session, socket, output: output, log: log, request: request)
            bound.value.0.finished(nil, context: bound.value.1)
          }
        }
        return
      }
      // One task per message: it hands the message over, then writes what
      // the session made of it. A live navigation's new screen runs on this
      // socket's loop.
      Task.detached {
        let moved = await SessionEventLoop.$ofSocket.withValue(loop) {
          await settings.deliver(
            decoded, session, socket, output: output, log: log, request: request)
        }
        loop.execute { bound.value.0.finished(moved.map { .success($0) }, context: bound.value.1) }
      }
    } else {
      Task.detached {
        let result = await SessionEventLoop.$ofSocket.withValue(loop) {
          await settings.join(
            LiveSocketHandler.decode(next, settings), output: output, request: request)
        }
        loop.execute { bound.value.0.finished(result, context: bound.value.1) }
      }
    }
  }

  /// Back on the event loop after a message was handled (or a join tried).
  private func finished(
    _ join: Result<(Session, Int), ProtocolError>?, context: ChannelHandlerContext
  ) {
    busy = false
    switch join {
    case .success(let (session, socket)):
      if active {
        joined = (session, socket)
        // Cancelled and dropped: the timer's task and promise go with it.
        joinDeadline?.cancel()
        joinDeadline = nil
      } else {
        Task.detached { await session.detach(socket) }
      }
    case .failure(let error):
      refuse(error, context: context)
    case nil:
      break
    }
    startNext(context: context)
  }

  /// The socket's log budget, made when first needed (on the event loop).
  private var log: LogBudget {
    if let madeLog { return madeLog }
    let made = LogBudget()
    madeLog = made
    return made
  }

  // MARK: Closing

  /// Tells a refused socket why (a fatal protocol error), then closes it.
  private func refuse(_ error: ProtocolError, context: ChannelHandlerContext) {
    let (allowed, suppressed) = log.take()
    if allowed {
      settings.logger.notice(
        "socket refused",
        metadata: [
          "code": "\(error.code.rawValue)", "reason": "\(LogText.escaped(error.message))",
          "suppressed": "\(suppressed)",
        ])
    }
    // The socket closes: whatever the code, the client must not retry as is.
    var error = error
    error.closesSocket = true
    sendError(error, context: context)
    sendClose(1008, reason: error.code.rawValue, context: context)
  }

  /// Writes `error` as a protocol message (not after the close frame).
  func sendError(_ error: ProtocolError, context: ChannelHandlerContext) {
    guard !closeSent, active else { return }
    let text = WireCodec.encode(ServerMessage.error(error))
    let frame = LiveSocketOutput.frame(text, allocator: context.channel.allocator)
    send(compressed(frame), context: context, promise: nil)
  }

  /// Starts the close handshake with `code`; the channel closes when the
  /// peer answers, or after a few seconds if it does not (at once after the
  /// frame is written when not `waits`).
  func sendClose(
    _ code: UInt16, reason: String, context: ChannelHandlerContext, waits: Bool = true
  ) {
    guard !closeSent, active else { return }
    closeSent = true
    var data = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
    data.writeInteger(code)
    data.writeBytes(reason.utf8.prefix(123))
    let channel = context.channel
    let written = context.eventLoop.makePromise(of: Void.self)
    send(
      WebSocketFrame(fin: true, opcode: .connectionClose, data: data), context: context,
      promise: written)
    context.flush()
    if closeReceived || !waits {
      written.futureResult.whenComplete { _ in channel.close(promise: nil) }
    } else {
      context.eventLoop.scheduleTask(in: .seconds(5)) { channel.close(promise: nil) }
    }
  }

  private func receivedClose(_ payload: ByteBuffer, context: ChannelHandlerContext) {
    closeReceived = true
    reader.stop()
    if closeSent {
      context.close(promise: nil)
      return
    }
    // A valid close is answered with 1000 whatever the peer sent: echoing
    // could repeat a code that must not appear on the wire (1005, 1006).
    let violation = WebSocketFrameReader.closeViolation(payload)
    sendClose(violation?.code ?? 1000, reason: violation?.reason ?? "", context: context)
  }

  /// Closes after a protocol violation.
  private func fail(
    _ code: UInt16, reason: String, context: ChannelHandlerContext, waits: Bool = true
  ) {
    if log.take().allowed {
      settings.logger.notice("socket closed", metadata: ["code": "\(code)", "reason": "\(reason)"])
    }
    assembly = nil
    pending = []
    sendClose(code, reason: reason, context: context, waits: waits)
  }
}
