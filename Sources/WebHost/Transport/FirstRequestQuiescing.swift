import NIOCore

/// Closes a connection the server is asked to quiesce before its first
/// request has shown what it is.
///
/// The handlers that close idle connections on shutdown (Hummingbird's
/// connection state for HTTP, ``LiveSocketHandler`` for a socket) join the
/// pipeline only once the first request decided between the two. Until
/// then nothing would answer the server's quiesce event, and graceful
/// shutdown waits for every connection to close: an idle connection that
/// never sent a byte (a browser's speculative one) would hold the server
/// forever. This handler sits first in the pipeline until that decision:
/// with no byte read it closes at once; with a request under way it passes
/// the event on again once the pipeline is ready, and closes anyway if that
/// does not happen within `patience`.
final class FirstRequestQuiescing: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let patience: TimeAmount
  private var requestStarted = false
  private var quiesced = false
  private var deadline: Scheduled<Void>?

  init(patience: TimeAmount = .seconds(5)) {
    self.patience = patience
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    requestStarted = true
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
    deadline = context.eventLoop.scheduleTask(in: patience) { channel.close(promise: nil) }
  }

  /// The first request decided the pipeline: hands a quiesce that arrived
  /// meanwhile to the handlers now in place, and leaves the pipeline.
  func pipelineReady(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    if quiesced { context.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent()) }
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }
}
