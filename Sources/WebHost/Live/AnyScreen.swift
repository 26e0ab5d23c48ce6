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
  /// The page for a validation mode and the prerender settings.
  let page: @Sendable (RenderValidation, Prerendering) -> any PageRenderer
  let session:
    @Sendable (
      StateURL, any MessageHub, any Clock<Duration>, RenderValidation, Bool, Logger,
      PrerenderCache.Entry?, ScreenRequest
    )
      throws(URLStateError) -> any SessionContent
  let url: @Sendable (Navigation) -> StateURL?
  /// This screen as `decorator` serves it.
  let decorate: @Sendable (any ScreenDecorator) -> AnyScreen

  /// Erases `screen`. Leave `engine` to its default: evaluated where the
  /// screen's type is concrete, it makes the diff, render and patch
  /// encoding of every session and page of this screen run specialised.
  public init<S: Screen>(_ screen: S, engine: ViewEngine<S.Action> = ViewEngine()) {
    name = S.name
    path = screen.path
    page = { validation, prerendering in
      ScreenPage(
        screen, validation: validation, prerendering: prerendering, engine: engine)
    }
    session = {
      (url, hub, clock, validation, development, logger, prerendered, request)
        throws(URLStateError) in
      try LiveScreen(
        screen: screen, url: url, hub: hub, clock: clock, validation: validation,
        development: development, logger: logger, prerendered: prerendered, engine: engine,
        request: request)
    }
    url = { navigation in
      navigation.state(for: S.self).map { screen.codec.url(for: $0) }
    }
    decorate = { decorator in decorator.decorate(screen) }
  }

  private init(
    name: String, path: String,
    page: @escaping @Sendable (RenderValidation, Prerendering) -> any PageRenderer,
    session:
      @escaping @Sendable (
        StateURL, any MessageHub, any Clock<Duration>, RenderValidation, Bool, Logger,
        PrerenderCache.Entry?, ScreenRequest
      ) throws(URLStateError) -> any SessionContent,
    url: @escaping @Sendable (Navigation) -> StateURL?,
    decorate: @escaping @Sendable (any ScreenDecorator) -> AnyScreen
  ) {
    self.name = name
    self.path = path
    self.page = page
    self.session = session
    self.url = url
    self.decorate = decorate
  }

  /// This screen served as `decorator` makes it (development mode's panel),
  /// under its own name and path, reached by navigations to it.
  func decorated(by decorator: any ScreenDecorator) -> AnyScreen {
    let served = decorate(decorator)
    return AnyScreen(
      name: name, path: path, page: served.page, session: served.session, url: url,
      decorate: decorate)
  }
}
