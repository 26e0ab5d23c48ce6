import Synchronization

@testable import WebHost

/// A clock the tests move by hand.
final class ManualClock: Sendable {
  private let instant = Mutex(ContinuousClock.now)
  var now: ContinuousClock.Instant { instant.withLock { $0 } }
  func advance(by duration: Duration) { instant.withLock { $0 = $0.advanced(by: duration) } }
}

/// A registry with a counter factory and a hand-moved clock.
struct SessionHarness {
  let clock = ManualClock()
  let factory: CounterFactory
  let registry: SessionRegistry

  init(limits: SessionLimits = .standard, hasSnapshot: Bool = true) {
    factory = CounterFactory(hasSnapshot: hasSnapshot)
    let clock = clock
    registry = SessionRegistry(factory: factory, limits: limits, now: { clock.now })
  }

  func join(sessionID: String? = nil, pageToken: String? = nil, lastBatch: Int = 0) async throws
    -> (Session, Int)
  {
    let token = pageToken ?? registry.pageTokens.issue()
    return try await registry.join(
      .init(pageToken: token, sessionID: sessionID, lastBatch: lastBatch, url: "/counter"))
  }
}

/// The next (at most `count`) messages queued for socket `socket`, read as
/// its writer reads them.
func take(_ count: Int, from session: Session, socket: Int) async -> [ServerMessage] {
  var messages: [ServerMessage] = []
  for _ in 0..<count {
    guard let message = await session.nextReady(for: socket) else { break }
    messages.append(message)
  }
  return messages
}

func event(_ sequence: Int, handler: Int = 1) -> ClientMessage {
  .event(ClientEvent(sequence: sequence, handler: handler))
}
