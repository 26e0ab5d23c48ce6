import Logging
import Trellis

/// A ``Screen`` with its types erased, as the host lists them: its page,
/// its live sessions, and the URL a navigation to it leads to.
///
/// ```swift
/// let screens = [AnyScreen(Home()), AnyScreen(Counter())]
/// ```
public struct AnyScreen: Sendable {
  /// The screen's stable name (its `Destination` name).
  public let name: String
  /// The path it is served at.
  public let path: String
  let page: @Sendable (RenderValidation) -> any PageRenderer
  let session:
    @Sendable (StateURL, any RouteHub, any Clock<Duration>, RenderValidation, Bool, Logger)
      throws(URLStateError) -> any SessionBehavior
  let url: @Sendable (Navigation) -> StateURL?

  /// Erases `screen`.
  public init<S: Screen>(_ screen: S) {
    name = S.name
    path = screen.path
    page = { validation in ScreenPage(screen, validation: validation) }
    session = { (url, hub, clock, validation, development, logger) throws(URLStateError) in
      try ScreenSession(
        screen: screen, url: url, hub: hub, clock: clock, validation: validation,
        development: development, logger: logger)
    }
    url = { navigation in
      navigation.state(for: S.self).map { screen.codec.url(for: $0) }
    }
  }
}
