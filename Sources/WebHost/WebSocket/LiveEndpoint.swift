import Hummingbird
import HummingbirdWebSocket
import Logging

/// Runs one browser socket: the `join`, then events in and messages out,
/// until the socket closes or the session ends.
///
/// An idle socket keeps only the task reading it, parked as shallow as it
/// can be: joining and each message run in short-lived tasks (a task keeps
/// every stack slab its deepest call needed), output is written by a task
/// started when the session has some, and heartbeats come from the
/// registry's one shared timer.
struct LiveEndpoint: Sendable {
  let registry: SessionRegistry
  let wireLimits: WireLimits
  let maxFrameBytes: Int

  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger) async
  {
    var messages = inbound.messages(maxSize: maxFrameBytes).makeAsyncIterator()
    guard let (session, socket) = await join(&messages, outbound: outbound, logger: logger) else {
      return
    }
    await serve(session, socket: socket, messages: &messages, logger: logger)
  }

  /// Reads the `join` and joins (or refuses) the socket. Not inlined into
  /// `run`: an async function's frame is sized for all its locals, and this
  /// phase's must not stay parked with the socket.
  @inline(never)
  private func join(
    _ messages: inout WebSocketInboundMessageStream.AsyncIterator,
    outbound: WebSocketOutboundWriter, logger: Logger
  ) async -> (Session, Int)? {
    do {
      guard let first = try await messages.next() else { return nil }
      let message = try decode(first)
      return try await Task.detached { [registry] in
        guard case .join(let join) = message else {
          throw ProtocolError(.joinRequired, "the first message must be “join”")
        }
        let (session, socket) = try await registry.join(join)
        await session.connect(
          SocketLink(
            wake: {
              Task.detached {
                await write(session: session, socket: socket, to: outbound, logger: logger)
              }
            },
            hangUp: { error in Task.detached { await hangUp(outbound, error) } }),
          to: socket)
        return (session, socket)
      }.value
    } catch let error as ProtocolError {
      logger.notice(
        "socket refused",
        metadata: ["code": "\(error.code.rawValue)", "reason": "\(error.message)"])
      try? await outbound.write(.text(WireCodec.encode(.error(error))))
      try? await outbound.close(.policyViolation, reason: error.code.rawValue)
      return nil
    } catch {
      return nil
    }
  }

  /// Hands each message to the session, in order, until the socket closes.
  @inline(never)
  private func serve(
    _ session: Session, socket: Int, messages: inout WebSocketInboundMessageStream.AsyncIterator,
    logger: Logger
  ) async {
    logger.debug("socket joined", metadata: ["session": "\(session.id.prefix(6))…"])
    do {
      while let message = try await messages.next() {
        let decoded = Result { () throws(ProtocolError) in try decode(message) }
        await Task.detached {
          await handle(decoded, session: session, socket: socket, logger: logger)
        }
        .value
      }
    } catch {
      logger.notice(
        "socket failed",
        metadata: ["session": "\(session.id.prefix(6))…", "error": "\(error)"])
    }
    await session.detach(socket)
    logger.debug("socket closed", metadata: ["session": "\(session.id.prefix(6))…"])
  }

  private func decode(_ message: WebSocketMessage) throws(ProtocolError) -> ClientMessage {
    guard case .text(let text) = message else {
      throw ProtocolError(.malformed, "binary frames are not part of the protocol")
    }
    return try WireCodec.decodeClient(text, limits: wireLimits)
  }
}

/// Hands one decoded message (or why it could not be decoded) to the session.
private func handle(
  _ decoded: Result<ClientMessage, ProtocolError>, session: Session, socket: Int, logger: Logger
) async {
  await session.heard(from: socket)
  switch decoded {
  case .success(let message):
    await session.receive(message, from: socket)
  case .failure(let error):
    logger.notice(
      "bad message",
      metadata: [
        "session": "\(session.id.prefix(6))…", "code": "\(error.code.rawValue)",
        "reason": "\(error.message)",
      ])
    await session.report(error)
  }
}

/// Writes what the session has queued for `socket`, then ends; closes the
/// socket after a fatal error.
private func write(
  session: Session, socket: Int, to outbound: WebSocketOutboundWriter, logger: Logger
) async {
  while let message = await session.nextReady(for: socket) {
    do {
      try await outbound.write(.text(WireCodec.encode(message)))
    } catch {
      return
    }
    if case .error(let error) = message, error.isFatal {
      logger.notice(
        "session ended",
        metadata: ["session": "\(session.id.prefix(6))…", "code": "\(error.code.rawValue)"])
      try? await outbound.close(.normalClosure, reason: error.code.rawValue)
      return
    }
  }
}

/// Tells a silent peer why, and closes its socket.
private func hangUp(_ outbound: WebSocketOutboundWriter, _ error: ProtocolError) async {
  try? await outbound.write(.text(WireCodec.encode(.error(error))))
  try? await outbound.close(.goingAway, reason: error.code.rawValue)
}
