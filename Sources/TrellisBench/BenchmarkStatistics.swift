/// Runs `body` once and returns its result and how long it took, in ms.
func timed<Result>(_ body: () -> Result) -> (Result, Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let result = body()
  let elapsed = start.duration(to: clock.now)
  let (seconds, attoseconds) = elapsed.components
  return (result, Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
