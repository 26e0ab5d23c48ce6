import Synchronization

@testable import Runtime

/// Collects what a reducer reports to its `onIgnored` hook.
final class IgnoredReports<State: Sendable, Action: Sendable>: Sendable {
  private let reports = Mutex<[IgnoredAction<State, Action>]>([])

  /// Everything reported so far.
  var all: [IgnoredAction<State, Action>] { reports.withLock { $0 } }

  /// The hook to hand to a reducer.
  var hook: @Sendable (IgnoredAction<State, Action>) -> Void {
    { report in self.reports.withLock { $0.append(report) } }
  }
}
