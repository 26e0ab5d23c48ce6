import Logging

/// Runs `work` until it succeeds, waiting between tries from `first` up to
/// `ceiling` (doubling), and logging each failure as `what`: for a database
/// that is still starting or was cut off. Cancellation ends it.
///
/// ```swift
/// try await untilItWorks("likes not ready", logger: logger) { try await likes.prepare() }
/// ```
public func untilItWorks<T: Sendable>(
  _ what: Logger.Message, logger: Logger, first: Duration = .milliseconds(100),
  ceiling: Duration = .seconds(5), isolation: isolated (any Actor)? = #isolation,
  _ work: () async throws -> T
) async throws -> T {
  var delay = first
  while true {
    do {
      return try await work()
    } catch  where !(error is CancellationError) {
      logger.warning(what, metadata: ["error": "\(String(reflecting: error))"])
      try await Task.sleep(for: delay)
      delay = min(delay * 2, ceiling)
    }
  }
}
