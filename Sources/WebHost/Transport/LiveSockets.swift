import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// The open live sockets of a host. They are plain NIO channels, outside
/// Hummingbird's connection tasks, so shutdown finds them here.
final class LiveSockets: Sendable {
  private let open = Mutex<[ObjectIdentifier: any Channel]>([:])

  /// How many sockets are open.
  var count: Int { open.withLock { $0.count } }

  /// The open sockets' channels.
  var channels: [any Channel] { open.withLock { Array($0.values) } }

  /// Counts `channel` as open (at its upgrade).
  func insert(_ channel: any Channel) {
    open.withLock { $0[ObjectIdentifier(channel)] = channel }
  }

  /// Forgets `channel` (when it closes).
  func remove(_ channel: any Channel) {
    open.withLock { open in
      open.removeValue(forKey: ObjectIdentifier(channel))
      // Back to its size after thousands of sockets went (a dictionary
      // keeps the capacity of its peak).
      if open.isSparse { open = open.compacted }
    }
  }

  /// Closes every socket still open.
  func closeAll() {
    for channel in open.withLock({ Array($0.values) }) { channel.close(promise: nil) }
  }
}

/// Graceful shutdown of the live sockets: ends every session (each socket
/// hears `server.shutdown` and a close frame), waits for the sockets to close,
/// and closes those whose peer does not answer in time.
struct LiveSocketDrain: Service {
  let registry: SessionRegistry
  let sockets: LiveSockets
  let logger: Logger
  /// How long peers get to answer the close handshake.
  var patience: Duration = .seconds(3)

  func run() async throws {
    // Returns when the shutdown starts (or throws if cancelled: drain anyway).
    try? await gracefulShutdown()
    let count = await registry.count
    await registry.endAll(ProtocolError(.shutdown, "the server is stopping"))
    logger.info("sessions ended", metadata: ["count": "\(count)"])
    let deadline = ContinuousClock.now.advanced(by: patience)
    while sockets.count > 0, ContinuousClock.now < deadline, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(20))
    }
    sockets.closeAll()
  }
}
