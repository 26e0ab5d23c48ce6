import Logging
import Trellis

/// The screens a host serves: their pages for `GET`, their live sessions
/// for the socket, and the route hub between them.
///
/// ```swift
/// let catalog = ScreenCatalog([AnyScreen(Home()), AnyScreen(Counter())])
/// let host = WebHost(pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
///                    staticFiles: try StaticFiles.client())
/// ```
public struct ScreenCatalog: SessionFactory {
  /// The screens, in the order given.
  public let screens: [AnyScreen]
  /// The hub carrying messages between the screens' sessions.
  public let hub: any MessageHub
  /// Validates every render when enabled (development mode).
  public let validation: RenderValidation
  /// Development mode: sessions honour `_fail` (see ``URLMarks/faults``).
  public let development: Bool
  /// The clock the screens' effects sleep on.
  public let clock: any Clock<Duration>
  /// Where sessions log.
  public let logger: Logger
  /// How long a page waits for its screen's ``Screen/prerenderAction(_:)``.
  public let prerenderBudget: Duration
  /// Where prerendered pages wait for their socket, under their page tokens.
  public let prerenderCache: PrerenderCache
  private let byPath: [String: AnyScreen]

  /// Creates a catalog; without a `hub`, an in-process ``LocalMessageHub``
  /// resolving navigations among `screens`. With a `panel`, every screen is
  /// served as it decorates it (development mode's developer panel).
  public init(
    _ screens: [AnyScreen], hub: (any MessageHub)? = nil, validation: RenderValidation = .off,
    development: Bool = false, panel: (any ScreenDecorator)? = nil,
    clock: any Clock<Duration> = ContinuousClock(), logger: Logger = Logger(label: "trellis"),
    prerenderBudget: Duration = .milliseconds(1500), prerenders: PrerenderCache = PrerenderCache()
  ) {
    self.prerenderBudget = prerenderBudget
    self.prerenderCache = prerenders
    let screens = panel.map { panel in screens.map { $0.decorated(by: panel) } } ?? screens
    self.screens = screens
    self.hub = hub ?? LocalMessageHub(resolve: Self.destinations(screens))
    self.validation = validation
    self.development = development
    self.clock = clock
    self.logger = logger
    byPath = Dictionary(screens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Where a navigation leads among `screens`: the destination's URL, or
  /// `nil` when no screen has that name or the state has the wrong type. A
  /// hub built outside the catalog (another process's, a database's)
  /// resolves navigations with it.
  ///
  /// ```swift
  /// let hub = LocalMessageHub(resolve: ScreenCatalog.destinations(screens))
  /// ```
  public static func destinations(_ screens: [AnyScreen]) -> @Sendable (Navigation) -> StateURL? {
    let byName = Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return { navigation in byName[navigation.destination]?.url(navigation) }
  }

  /// One page renderer per screen.
  public var pages: [any PageRenderer] {
    let prerendering = Prerendering(
      budget: prerenderBudget, cache: prerenderCache, clock: clock,
      development: development, logger: logger)
    return screens.map { $0.page(validation, prerendering) }
  }

  public func makeBehavior(for url: StateURL) async throws(URLStateError) -> any SessionContent {
    try await makeBehavior(for: url, prerendered: nil, request: ScreenRequest())
  }

  /// A session for the page that carried `pageToken`: mounted from the
  /// state its page was prerendered in when the cache still holds it.
  public func makeBehavior(for url: StateURL, pageToken: String) async throws(URLStateError)
    -> any SessionContent
  {
    try await makeBehavior(for: url, pageToken: pageToken, request: ScreenRequest())
  }

  /// A session for the page that carried `pageToken`, its screen's
  /// environment built with the socket's `request`.
  public func makeBehavior(for url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> any SessionContent
  {
    try await makeBehavior(
      for: url, prerendered: prerenderCache.take(pageToken, target: url.target), request: request)
  }

  private func makeBehavior(
    for url: StateURL, prerendered: PrerenderCache.Entry?, request: ScreenRequest
  ) async throws(URLStateError) -> any SessionContent {
    guard let screen = byPath[url.path] else {
      throw .malformed("no screen is served at “\(url.path)”")
    }
    return try screen.session(
      url, hub, clock, validation, development, logger, prerendered, request)
  }
}
