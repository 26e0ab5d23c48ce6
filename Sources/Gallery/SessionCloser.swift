import Logging
import ServiceLifecycle
import WebHost

/// Ends every live session when a graceful shutdown starts, so each socket
/// gets `server.shutdown` and closes cleanly before the server stops.
struct SessionCloser: Service {
  let sessions: SessionRegistry
  let logger: Logger

  func run() async throws {
    // Returns when the shutdown signal arrives.
    try? await gracefulShutdown()
    let count = await sessions.count
    await sessions.endAll(ProtocolError(.shutdown, "the server is stopping"))
    logger.info("sessions ended", metadata: ["count": "\(count)"])
  }
}
