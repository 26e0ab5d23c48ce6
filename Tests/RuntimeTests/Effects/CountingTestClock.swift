import Clocks
import Synchronization

/// A `TestClock` that counts its current sleepers, so a test can wait until
/// an effect really sleeps before advancing time (no real sleeps involved).
final class CountingTestClock: Clock, Sendable {
  typealias Instant = TestClock<Duration>.Instant

  let base = TestClock()
  private let sleepers = Atomic<Int>(0)

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    sleepers.add(1, ordering: .relaxed)
    defer { sleepers.subtract(1, ordering: .relaxed) }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  /// How many tasks sleep on this clock right now.
  var sleeperCount: Int { sleepers.load(ordering: .relaxed) }

  /// Waits (yielding, bounded by real time) until `count` tasks sleep.
  func waitForSleepers(_ count: Int, within limit: Duration = .seconds(30)) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while sleeperCount < count {
      if ContinuousClock.now > deadline { return false }
      await Task.yield()
    }
    return true
  }

  /// Waits for `sleepers`, then advances the underlying test clock.
  func advance(by duration: Duration, afterSleepers count: Int = 1) async {
    _ = await waitForSleepers(count)
    await base.advance(by: duration)
  }
}
