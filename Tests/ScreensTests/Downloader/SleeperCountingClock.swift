import Clocks
import Synchronization

/// A `TestClock` that counts its sleepers, so a test advances time only once
/// every running transfer really sleeps (no real sleeps involved).
final class SleeperCountingClock: Clock, Sendable {
  typealias Instant = TestClock<Duration>.Instant

  let base = TestClock()
  let origin: Instant
  private let sleepers = Atomic<Int>(0)

  init() { origin = base.now }

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    sleepers.add(1, ordering: .relaxed)
    defer { sleepers.subtract(1, ordering: .relaxed) }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  /// Waits (yielding, at most 30 s of real time: CI runs every test at once
  /// on two cores, and a task may wait seconds for its turn) until `count` tasks sleep,
  /// then moves the clock to `milliseconds` after the test began.
  func advance(to milliseconds: Int, sleepers count: Int) async {
    let deadline = ContinuousClock.now + .seconds(30)
    while sleepers.load(ordering: .relaxed) < count, ContinuousClock.now < deadline {
      await Task.yield()
    }
    await base.advance(to: origin.advanced(by: .milliseconds(milliseconds)))
  }
}
