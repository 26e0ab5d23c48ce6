import NIOCore
import Synchronization

/// Counts a server's open connections and refuses those above a cap with
/// a `503` rather than letting them take the last file descriptors (when
/// descriptors run out, every new user waits instead of one being told).
final class ConnectionGate: Sendable {
  /// Most connections open at once.
  let limit: Int
  private let open = Atomic<Int>(0)

  init(limit: Int) {
    self.limit = limit
  }

  /// How many connections are open.
  var count: Int { open.load(ordering: .relaxed) }

  /// Counts `channel` until it closes, or (on its event loop, while it is
  /// set up) makes it answer `503` and close once active; returns whether
  /// it was admitted.
  func admit(_ channel: any Channel) -> Bool {
    let now = open.wrappingAdd(1, ordering: .relaxed).newValue
    guard now <= limit else {
      _ = open.wrappingSubtract(1, ordering: .relaxed)
      try? channel.pipeline.syncOperations.addHandler(Refusal())
      return false
    }
    channel.closeFuture.whenComplete { [self] _ in
      _ = open.wrappingSubtract(1, ordering: .relaxed)
    }
    return true
  }

  /// Answers `503` as soon as the connection is active, and drops its input.
  private final class Refusal: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    private var answered = false

    func handlerAdded(context: ChannelHandlerContext) {
      if context.channel.isActive { answer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
      answer(context)
      context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func answer(_ context: ChannelHandlerContext) {
      guard !answered else { return }
      answered = true
      let answer = PlainResponse.bytes(
        503, "Service Unavailable", "The server has too many connections; try again later.",
        extraHeaders: [("Retry-After", "5")])
      PlainResponse.finish(context.channel, after: context.writeAndFlush(NIOAny(answer)))
    }
  }
}
