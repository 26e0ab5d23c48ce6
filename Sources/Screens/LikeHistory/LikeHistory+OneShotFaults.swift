import Synchronization
import Trellis

extension LikeHistory {
  /// Failures that each strike once: asking for one consumes it, so a retry
  /// succeeds. One instance per mounted screen, shared by its effects.
  ///
  /// ```swift
  /// let faults = LikeHistory.OneShotFaults(["load"])
  /// faults.take("load")  // true
  /// faults.take("load")  // false
  /// ```
  public final class OneShotFaults: Sendable {
    private let remaining: Mutex<Set<String>>

    /// Faults that will each strike once.
    public init(_ faults: Faults = .none) { remaining = Mutex(faults.names) }

    /// Whether `name` strikes now; it never strikes again.
    public func take(_ name: String) -> Bool {
      remaining.withLock { $0.remove(name) != nil }
    }
  }
}
