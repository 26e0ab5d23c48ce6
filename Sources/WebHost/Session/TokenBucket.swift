/// A token bucket: up to `capacity` events at once, refilled at `rate` per second.
package struct TokenBucket: Sendable {
  /// The burst size.
  package let capacity: Double
  /// Tokens added per second.
  package let rate: Double
  private var tokens: Double
  private var last: ContinuousClock.Instant?

  /// Creates a full bucket.
  package init(capacity: Int, perSecond rate: Double) {
    self.capacity = Double(capacity)
    self.rate = rate
    self.tokens = Double(capacity)
  }

  /// Takes one token if there is one at `now`.
  package mutating func take(at now: ContinuousClock.Instant) -> Bool {
    if let last {
      let elapsed = last.duration(to: now)
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      tokens = min(capacity, tokens + max(0, seconds) * rate)
    }
    last = now
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }
}
