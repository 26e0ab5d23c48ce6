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
  /// The page for a validation mode and the prerender settings (their
  /// `development` adds the panel).
  let page: @Sendable (RenderValidation, Prerendering) -> any PageRenderer
  let session:
    @Sendable (
      StateURL, any RouteHub, any Clock<Duration>, RenderValidation, Bool, Logger,
      PrerenderCache.Entry?, ScreenRequest
    )
      throws(URLStateError) -> any SessionBehavior
  let url: @Sendable (Navigation) -> StateURL?

  /// Erases `screen`. Leave `engine` to its default: evaluated where the
  /// screen's type is concrete, it makes the diff, render and patch
  /// encoding of every session and page of this screen run specialised.
  public init<S: Screen>(_ screen: S, engine: ViewEngine<S.Action> = ViewEngine()) {
    name = S.name
    path = screen.path
    page = { validation, prerendering in
      if prerendering.development {
        return ScreenPage(DevScreen(screen), validation: validation, prerendering: prerendering)
      }
      return ScreenPage(
        screen, validation: validation, prerendering: prerendering, engine: engine)
    }
    session = {
      (url, hub, clock, validation, development, logger, prerendered, request)
        throws(URLStateError) in
      // In development mode the screen runs with the developer panel beside it.
      if development {
        return try ScreenSession(
          screen: DevScreen(screen), url: url, hub: hub, clock: clock, validation: validation,
          development: development, logger: logger, prerendered: prerendered, request: request)
      }
      return try ScreenSession(
        screen: screen, url: url, hub: hub, clock: clock, validation: validation,
        development: development, logger: logger, prerendered: prerendered, engine: engine,
        request: request)
    }
    url = { navigation in
      navigation.state(for: S.self).map { screen.codec.url(for: $0) }
    }
  }
}
