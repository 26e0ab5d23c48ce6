import Synchronization
import Testing

@testable import WebHost

/// A weak reference the test can hold without keeping the session alive.
private final class WeakSession: @unchecked Sendable {
  weak var session: Session?
  init(_ session: Session) { self.session = session }
}

/// After a sweep of many expired sessions the registry hands freed memory
/// back to the system (`malloc_trim` on Linux), once the sessions are
/// actually freed, and not more often than its interval allows.
@Suite struct SessionTrimTests {
  /// A short grace period; a heartbeat too slow to sweep behind the test's back.
  private let limits = SessionLimits(gracePeriod: .seconds(1), heartbeatInterval: .seconds(3600))

  /// Joins `count` sessions and detaches them; returns weak references.
  private func joinAndLeave(_ count: Int, _ harness: SessionHarness) async throws -> [WeakSession] {
    var weak: [WeakSession] = []
    for _ in 0..<count {
      let (session, socket) = try await harness.join()
      await session.detach(socket)
      weak.append(WeakSession(session))
    }
    return weak
  }

  /// Records, at each trim, how many of `watched` were still alive.
  private final class TrimLog: Sendable {
    let alive = Mutex<[Int]>([])
    let watched = Mutex<[WeakSession]>([])
    var count: Int { alive.withLock { $0.count } }
  }

  private func observe(_ harness: SessionHarness) async -> TrimLog {
    let log = TrimLog()
    await harness.registry.setTrimMemory {
      let alive = log.watched.withLock { $0.filter { $0.session != nil }.count }
      log.alive.withLock { $0.append(alive) }
    }
    return log
  }

  @Test func aSweepOfManyExpiredSessionsFreesThemBeforeTheTrim() async throws {
    let harness = SessionHarness(limits: limits)
    let log = await observe(harness)
    let weak = try await joinAndLeave(SessionRegistry.trimThreshold, harness)
    log.watched.withLock { $0 = weak }
    harness.clock.advance(by: .seconds(2))
    let removed = await harness.registry.sweep()
    #expect(removed == SessionRegistry.trimThreshold)
    #expect(await harness.registry.count == 0)
    #expect(log.alive.withLock { $0 } == [0], "the trim ran while swept sessions were still held")
    #expect(weak.allSatisfy { $0.session == nil })
    #expect(await harness.registry.trims == 1)
  }

  @Test func fewExpiredSessionsWaitForMoreBeforeATrim() async throws {
    let harness = SessionHarness(limits: limits)
    let log = await observe(harness)
    _ = try await joinAndLeave(SessionRegistry.trimThreshold - 1, harness)
    harness.clock.advance(by: .seconds(2))
    #expect(await harness.registry.sweep() == SessionRegistry.trimThreshold - 1)
    #expect(log.count == 0)
    // One more expiry reaches the threshold, counted across sweeps.
    _ = try await joinAndLeave(1, harness)
    harness.clock.advance(by: .seconds(2))
    #expect(await harness.registry.sweep() == 1)
    #expect(log.count == 1)
  }

  @Test func trimsAreRateLimitedAndALaterSweepCatchesUp() async throws {
    let harness = SessionHarness(
      limits: SessionLimits(gracePeriod: .milliseconds(200), heartbeatInterval: .seconds(3600)))
    let log = await observe(harness)
    _ = try await joinAndLeave(SessionRegistry.trimThreshold, harness)
    harness.clock.advance(by: .milliseconds(300))
    await harness.registry.sweep()
    #expect(log.count == 1)
    _ = try await joinAndLeave(SessionRegistry.trimThreshold, harness)
    harness.clock.advance(by: .milliseconds(300))
    #expect(await harness.registry.sweep() == SessionRegistry.trimThreshold)
    #expect(log.count == 1, "a second trim within the interval")
    harness.clock.advance(by: SessionRegistry.trimInterval)
    #expect(await harness.registry.sweep() == 0)
    #expect(log.count == 2, "the trim held back did not follow")
    #expect(await harness.registry.trims == 2)
  }

  @Test func aMassExpiryGivesBackTheRegistrysTableCapacity() async throws {
    let harness = SessionHarness(limits: limits)
    _ = try await joinAndLeave(1500, harness)
    #expect(await harness.registry.sessions.capacity >= 1500)
    harness.clock.advance(by: .seconds(2))
    #expect(await harness.registry.sweep() == 1500)
    #expect(await harness.registry.sessions.capacity < 1024)
  }
}
