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

  /// Counts `channel` until it closes, or answers it `503` and closes it
  /// when the cap is reached; returns whether it was admitted.
  func admit(_ channel: any Channel) -> Bool {
    let now = open.wrappingAdd(1, ordering: .relaxed).newValue
    guard now <= limit else {
      open.wrappingSubtract(1, ordering: .relaxed)
      let answer = PlainResponse.bytes(
        503, "Service Unavailable", "The server has too many connections; try again later.",
        extraHeaders: [("Retry-After", "5")])
      PlainResponse.finish(channel, after: channel.writeAndFlush(answer))
      return false
    }
    channel.closeFuture.whenComplete { [self] _ in
      open.wrappingSubtract(1, ordering: .relaxed)
    }
    return true
  }
}
