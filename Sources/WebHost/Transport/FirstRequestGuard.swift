import NIOCore

/// Watches a connection until its first request has shown what it is (HTTP
/// or a WebSocket upgrade): a connection may not wait forever for it.
///
/// - **Too slow:** a connection whose first request has not arrived within
///   `timeout` is closed, so idle or trickling connections cannot pile up.
/// - **Shutdown:** the handlers that close idle connections when the server
///   quiesces (Hummingbird's connection state for HTTP, ``LiveSocketHandler``
///   for a socket) join the pipeline only once the first request decided
///   between the two, and graceful shutdown waits for every connection's
///   task, which waits for that request. So on quiesce this handler closes a
///   connection that sent nothing at once (a browser's speculative one); with
///   a request under way it passes the event on again once the pipeline is
///   ready, and closes anyway if that does not happen within `patience`.
///
/// - **Too long:** a first request line longer than `maxRequestLineBytes`
///   is answered `414` here, from the raw bytes, before the HTTP decoder
///   would fail on it with an error that cannot tell a long target from
///   long headers.
///
/// It leaves the pipeline once the first request decided it.
final class FirstRequestGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let timeout: TimeAmount
  private let patience: TimeAmount
  private let maxRequestLineBytes: Int
  /// Bytes of the first request line seen so far, until its end is seen.
  private var requestLineBytes = 0
  private var requestLineEnded = false
  /// The connection was answered here: what the peer still sends is dropped.
  private var refused = false
  private var requestStarted = false
  private var quiesced = false
  private var deadline: Scheduled<Void>?
  private var shutdownDeadline: Scheduled<Void>?

  init(timeout: TimeAmount, patience: TimeAmount = .seconds(5), maxRequestLineBytes: Int = 16_384) {
    self.timeout = timeout
    self.patience = patience
    self.maxRequestLineBytes = maxRequestLineBytes
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { startClock(context: context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    startClock(context: context)
    context.fireChannelActive()
  }

  /// Removal ends both clocks (``pipelineReady(context:)`` removes it).
  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    shutdownDeadline?.cancel()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else { return }
    requestStarted = true
    if !requestLineEnded {
      let bytes = unwrapInboundIn(data).readableBytesView
      if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
        requestLineEnded = true
        requestLineBytes += end - bytes.startIndex
      } else {
        requestLineBytes += bytes.count
      }
      if requestLineBytes > maxRequestLineBytes {
        refused = true
        let answer = PlainResponse.bytes(414, "URI Too Long", "The address is too long.")
        PlainResponse.finish(
          context.channel, after: context.writeAndFlush(NIOAny(answer)))
        return
      }
    }
    context.fireChannelRead(data)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard event is ChannelShouldQuiesceEvent else {
      return context.fireUserInboundEventTriggered(event)
    }
    guard requestStarted else {
      context.close(promise: nil)
      return
    }
    guard !quiesced else { return }
    quiesced = true
    let channel = context.channel
    shutdownDeadline = context.eventLoop.scheduleTask(in: patience) { channel.close(promise: nil) }
  }

  /// The first request decided the pipeline: hands a quiesce that arrived
  /// meanwhile to the handlers now in place, and leaves the pipeline.
  func pipelineReady(context: ChannelHandlerContext) {
    if quiesced { context.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent()) }
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  private func startClock(context: ChannelHandlerContext) {
    guard deadline == nil else { return }
    let channel = context.channel
    deadline = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
  }
}
