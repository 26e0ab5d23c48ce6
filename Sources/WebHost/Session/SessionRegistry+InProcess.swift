/// A session joined in process, without a socket: what a test kit drives in
/// place of a browser. It sends client messages and takes the server
/// messages already queued, never waiting, so a caller can poll until quiet.
package struct InProcessSocket: Sendable {
  let session: Session
  let number: Int

  /// Handles `message` as if it came from the socket.
  package func send(_ message: ClientMessage) async {
    await session.heard(from: number)
    await session.receive(message, from: number)
  }

  /// The messages queued for the socket, oldest first; empty when none waits.
  package func ready() async -> [ServerMessage] {
    var messages: [ServerMessage] = []
    while let message = await session.nextReady(for: number) { messages.append(message) }
    return messages
  }
}

extension SessionRegistry {
  /// Joins (a new session, or a resumed one) as ``join(_:)`` does, for a
  /// caller in the same process that speaks messages rather than frames.
  package func joinInProcess(_ join: ClientMessage.Join) async throws(ProtocolError)
    -> InProcessSocket
  {
    let (session, number) = try await self.join(join)
    return InProcessSocket(session: session, number: number)
  }
}
