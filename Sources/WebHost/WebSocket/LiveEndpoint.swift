import Hummingbird
import HummingbirdWebSocket
import Logging

/// Runs one browser socket: the `join`, then events in and messages out,
/// with heartbeats, until the socket closes or the session ends.
struct LiveEndpoint: Sendable {
  let registry: SessionRegistry
  let wireLimits: WireLimits
  let maxFrameBytes: Int

  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger) async
  {
    var messages = inbound.messages(maxSize: maxFrameBytes).makeAsyncIterator()
    let session: Session
    let socket: Int
    do {
      guard let first = try await messages.next() else { return }
      guard case .join(let join) = try decode(first) else {
        throw ProtocolError(.joinRequired, "the first message must be “join”")
      }
      (session, socket) = try await registry.join(join)
    } catch let error as ProtocolError {
      logger.notice(
        "socket refused",
        metadata: ["code": "\(error.code.rawValue)", "reason": "\(error.message)"])
      try? await outbound.write(.text(WireCodec.encode(.error(error))))
      try? await outbound.close(.policyViolation, reason: error.code.rawValue)
      return
    } catch {
      return
    }
    let log = logger.with(session: session.id)
    log.debug("socket joined")
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        await write(session: session, socket: socket, outbound: outbound, logger: log)
      }
      group.addTask { await beat(session: session, socket: socket, outbound: outbound) }
      do {
        while let message = try await messages.next() {
          await session.heard(from: socket)
          do {
            await session.receive(try decode(message), from: socket)
          } catch let error as ProtocolError {
            log.notice(
              "bad message",
              metadata: ["code": "\(error.code.rawValue)", "reason": "\(error.message)"])
            await session.report(error)
          }
        }
      } catch {
        log.notice("socket failed", metadata: ["error": "\(error)"])
      }
      await session.detach(socket)
      group.cancelAll()
    }
    log.debug("socket closed")
  }

  private func decode(_ message: WebSocketMessage) throws(ProtocolError) -> ClientMessage {
    guard case .text(let text) = message else {
      throw ProtocolError(.malformed, "binary frames are not part of the protocol")
    }
    return try WireCodec.decodeClient(text, limits: wireLimits)
  }

  private func write(
    session: Session, socket: Int, outbound: WebSocketOutboundWriter, logger: Logger
  ) async {
    while let message = await session.next(for: socket) {
      do {
        try await outbound.write(.text(WireCodec.encode(message)))
      } catch {
        break
      }
      if case .error(let error) = message, error.isFatal {
        logger.notice("session ended", metadata: ["code": "\(error.code.rawValue)"])
        try? await outbound.close(.normalClosure, reason: error.code.rawValue)
        break
      }
    }
  }

  /// Pings every interval; closes the socket when the peer went silent (or
  /// the socket was superseded by a newer one).
  private func beat(session: Session, socket: Int, outbound: WebSocketOutboundWriter) async {
    let interval = registry.limits.heartbeatInterval
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      if Task.isCancelled { return }
      guard await session.heartbeat(for: socket, timeout: registry.limits.heartbeatTimeout) else {
        let error = ProtocolError(.heartbeatTimeout, "no message within the heartbeat timeout")
        try? await outbound.write(.text(WireCodec.encode(.error(error))))
        try? await outbound.close(.goingAway, reason: error.code.rawValue)
        return
      }
    }
  }
}

extension Logger {
  fileprivate func with(session id: String) -> Logger {
    var logger = self
    logger[metadataKey: "session"] = "\(id.prefix(6))…"
    return logger
  }
}
