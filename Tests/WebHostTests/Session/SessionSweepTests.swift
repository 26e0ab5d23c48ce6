import Screens
import Synchronization
import Testing

@testable import WebHost

/// A clock that counts the sleeps started on it by tasks not cancelled: a
/// timer-driven screen sleeps once per tick, so no new sleeps means no
/// more ticks (a cancelled timer's last call throws at once and is not one).
final class CountingClock: Clock, Sendable {
  typealias Instant = ContinuousClock.Instant
  private let base = ContinuousClock()
  private let started = Mutex(0)

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }
  /// Sleeps started so far.
  var sleeps: Int { started.withLock { $0 } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if !Task.isCancelled { started.withLock { $0 += 1 } }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}

/// Sessions whose sockets closed are swept by the registry's timer, with
/// their effects cancelled, whether or not anyone else joins.
@Suite struct SessionSweepTests {
  @Test func fortyClosedTimerDrivenSessionsStopTickingWithinTheirGracePeriod() async throws {
    let clock = CountingClock()
    let catalog = ScreenCatalog([AnyScreen(GameOfLife(size: 8))], validation: .off, clock: clock)
    let registry = SessionRegistry(
      factory: catalog,
      limits: SessionLimits(gracePeriod: .seconds(1), heartbeatInterval: .milliseconds(1500)))
    var joined: [(Session, Int)] = []
    for _ in 0..<40 {
      joined.append(
        try await registry.join(
          .init(
            pageToken: registry.pageTokens.issue(), sessionID: nil, lastBatch: 0,
            url: "/life?cells=bo-2bo-3o&speed=2&running=true")))
    }
    // Two ticks a board at least. A loaded machine may start them late: in
    // the whole suite on 2 cores, beside the 2,000-socket test, the second
    // ticks once took over 10 s, and CPU-bound tests may hold every thread
    // for longer (time this wait does not count). It ends as soon as they
    // are there.
    var running = AwakeDeadline(.seconds(40))
    while clock.sleeps < 80, !running.hasPassed() {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(clock.sleeps >= 80, "the boards were not running")
    for (session, socket) in joined { await session.detach(socket) }
    // The grace period (1 s), then the timer's sweep (at most a second
    // apart; a loaded machine may take longer); nobody joins meanwhile.
    var deadline = AwakeDeadline(.seconds(15))
    while !deadline.hasPassed() {
      var ended = 0
      for (session, _) in joined where await session.endReason != nil { ended += 1 }
      if ended == joined.count { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    #expect(await registry.count == 0)
    for (session, _) in joined { #expect(await session.endReason?.code == .sessionExpired) }
    // Ending a session cancels its effects; a tick already under way when
    // the cancellation lands may still finish.
    try await Task.sleep(for: .milliseconds(300))
    let before = clock.sleeps
    try await Task.sleep(for: .seconds(1))
    #expect(clock.sleeps == before, "ended sessions still tick")
  }
}
