/// What the host hands a screen to build its environment: where routes go
/// and the clock effects should sleep on.
///
/// ```swift
/// func makeEnvironment(_ context: ScreenContext) -> Environment {
///   Environment(clock: context.clock, routes: context.routes)
/// }
/// ```
public struct ScreenContext: Sendable {
  /// Sends routes to the host (navigate, return a result, broadcast).
  public var routes: RouteSender
  /// The clock effects sleep on (`ContinuousClock` live, a `TestClock` in tests).
  public var clock: any Clock<Duration>

  /// Creates a context.
  public init(routes: RouteSender = .ignoring, clock: any Clock<Duration> = ContinuousClock()) {
    self.routes = routes
    self.clock = clock
  }
}
