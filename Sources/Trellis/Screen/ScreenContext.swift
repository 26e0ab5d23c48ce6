/// What the host hands a screen to build its environment: where messages go,
/// the clock effects should sleep on, the failures to inject, and the
/// request that opened the screen.
///
/// ```swift
/// func makeEnvironment(_ context: ScreenContext) -> Environment {
///   Environment(clock: context.clock, messages: context.messages)
/// }
/// ```
public struct ScreenContext: Sendable {
  /// Sends messages to the host (navigate, return a result, broadcast).
  public var messages: MessageSender
  /// The clock effects sleep on (`ContinuousClock` live, a `TestClock` in tests).
  public var clock: any Clock<Duration>
  /// The failures the screen's repositories should inject (development and tests only).
  public var faults: Faults
  /// Whether the host runs in development mode (`gallery --dev`).
  public var isDevelopment: Bool
  /// The request that opened the screen: its headers, cookies, peer, the
  /// user the application admitted and the preferred language.
  public var request: ScreenRequest

  /// Creates a context.
  public init(
    messages: MessageSender = .ignoring, clock: any Clock<Duration> = ContinuousClock(),
    faults: Faults = .none, isDevelopment: Bool = false, request: ScreenRequest = ScreenRequest()
  ) {
    self.request = request
    self.messages = messages
    self.clock = clock
    self.faults = faults
    self.isDevelopment = isDevelopment
  }
}
