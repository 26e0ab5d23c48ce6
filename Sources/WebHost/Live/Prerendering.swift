import Logging
import Trellis

/// How a ``ScreenPage`` prerenders: how long it waits for a screen's
/// ``Screen/prerenderAction(_:)`` to load, and where the result waits for
/// the page's socket.
///
/// ```swift
/// let page = ScreenPage(MonsterList(), prerendering: Prerendering(cache: PrerenderCache()))
/// ```
public struct Prerendering: Sendable {
  /// How long a page waits for the prerender's effects; past it the page
  /// shows the state reached then (and the overrun is logged).
  public var budget: Duration
  /// Where the prerendered state waits for the page's socket.
  public var cache: PrerenderCache
  /// The clock the screen's effects sleep on (the sessions' clock).
  public var clock: any Clock<Duration>
  /// Development mode: the URL's `_fail` list is honoured, as in sessions.
  public var development: Bool
  /// Where overruns are logged.
  public var logger: Logger

  /// Creates the settings.
  public init(
    budget: Duration = .milliseconds(1500), cache: PrerenderCache,
    clock: any Clock<Duration> = ContinuousClock(), development: Bool = false,
    logger: Logger = Logger(label: "trellis")
  ) {
    self.budget = budget
    self.cache = cache
    self.clock = clock
    self.development = development
    self.logger = logger
  }
}
