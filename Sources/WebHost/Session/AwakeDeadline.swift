/// A wall-clock limit for a wait that polls, counting only the time the
/// waiter was awake to see: a gap between two polls far longer than the
/// poll interval is time the waiter's thread was not given (CPU-bound work
/// holding every thread of the cooperative pool, a loaded machine), and
/// moves the limit on by that much. A wait that runs its polls and sees
/// nothing still ends on time.
package struct AwakeDeadline: Sendable {
  private let clock = ContinuousClock()
  private var limit: ContinuousClock.Instant
  private var lastPoll: ContinuousClock.Instant
  /// Gaps up to this long count as waiting.
  private let tolerance: Duration

  /// A limit `duration` from now, for polls at most `tolerance` apart.
  package init(_ duration: Duration, tolerance: Duration = .milliseconds(250)) {
    lastPoll = clock.now
    limit = lastPoll.advanced(by: duration)
    self.tolerance = tolerance
  }

  /// Records a poll; whether the limit has passed.
  package mutating func hasPassed() -> Bool {
    let now = clock.now
    let gap = lastPoll.duration(to: now)
    if gap > tolerance { limit = limit.advanced(by: gap) }
    lastPoll = now
    return now >= limit
  }
}
