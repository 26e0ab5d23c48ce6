import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a timing counts.
enum BenchmarkClock: String, ExpressibleByArgument, Sendable {
  /// Elapsed time: what a user waits, but inflated when other processes
  /// share the cores.
  case wall
  /// CPU time of the measuring thread: the work done, steady on a busy machine.
  case cpu
}

/// Measures the time since it was created.
struct Stopwatch {
  private let clock: BenchmarkClock
  private let start: Double

  /// Starts measuring.
  init(_ clock: BenchmarkClock) {
    self.clock = clock
    start = now(clock)
  }

  /// Milliseconds since the stopwatch started.
  var elapsedMilliseconds: Double { (now(clock) - start) / 1e6 }
}

/// The current time of `clock`, in nanoseconds.
private func now(_ clock: BenchmarkClock) -> Double {
  var time = timespec()
  clock_gettime(clock == .cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
