import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// The HTTP and WebSocket server of Trellis: screens at their URLs, the
/// client and assets under `/static/`, and live sessions on one socket path.
/// An application adds it to a router of its own and runs it with its own
/// routes, middleware and services:
///
/// ```swift
/// let host = try WebHost(screens: [AnyScreen(Clicker())])
/// let router = Router(context: WebHostContext.self)
/// router.get("/health") { _, _ in "ok" }
/// host.addRoutes(to: router)
/// let app = host.application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
public struct WebHost: Sendable {
  /// The request context of ``router()``.
  public typealias Context = WebHostContext

  /// The page renderers, by path.
  public let pages: [String: any PageRenderer]
  /// The live sessions.
  public let sessions: SessionRegistry
  /// The files served under `/static/`: the client and the application's assets.
  public let staticFiles: StaticFiles
  /// Limits, origins, names.
  public let configuration: WebHostConfiguration
  /// Who may see which screen (page and socket).
  public let access: ScreenAccess
  /// Where the host logs.
  public let logger: Logger
  /// The open live sockets, shared by the server and its shutdown drain.
  let sockets = LiveSockets()
  /// The files uploads took in.
  public let uploads = UploadStore()
  /// The open connections and their cap (``WebHostConfiguration/maxConnections``,
  /// below the open-file limit, raised when the host is created).
  let connections: ConnectionGate

  /// Serves `screens`, with the client from WebHost's resources and the
  /// application's `assets` (its stylesheets, images) beside it. With
  /// `development` (TrellisDev's `.enabled(logger:)`), renders are
  /// validated, screens get the developer panel and its stylesheet, and
  /// `_fail` injects failures. Throws when the client cannot be read.
  /// `limits` bound the live sessions; `pageTokens` signs pages (by default
  /// with a key that dies with the process; give one with a stable key, such
  /// as ``PageTokens/init(keyFile:)``, so pages survive a restart, or
  /// ``PageTokens/init(secret:)``, so every node of a cluster accepts them).
  /// Without a `hub`, messages travel in process (``LocalMessageHub``); give
  /// one resolving with ``ScreenCatalog/destinations(_:)`` to span processes.
  public init(
    screens: [AnyScreen], development: Development? = nil,
    assets: StaticFiles = StaticFiles(files: []),
    configuration: WebHostConfiguration = WebHostConfiguration(),
    limits: SessionLimits = .standard, access: ScreenAccess = .everyone,
    pageTokens: PageTokens? = nil, hub: (any MessageHub)? = nil,
    logger: Logger = Logger(label: "trellis")
  ) throws(StaticFilesError) {
    let catalog = ScreenCatalog(
      screens, hub: hub, validation: development?.validation ?? .off,
      development: development != nil,
      panel: development?.panel, logger: logger)
    var configuration = configuration
    configuration.stylesheetNames =
      ["trellis.css"] + configuration.stylesheetNames + (development?.stylesheetNames ?? [])
    var files = try StaticFiles.client().merging(assets)
    if let development { files = files.merging(development.assets) }
    for name in [configuration.scriptName] + configuration.stylesheetNames
      + (configuration.iconName.map { [$0] } ?? []) where files.file(named: name) == nil
    {
      throw .unreadable(path: "static file \(name)")
    }
    self.init(
      pages: catalog.pages,
      sessions: SessionRegistry(factory: catalog, limits: limits, pageTokens: pageTokens),
      staticFiles: files, configuration: configuration, access: access, logger: logger)
  }

  /// Creates a host from its parts (tests, custom session factories).
  public init(
    pages: [any PageRenderer], sessions: SessionRegistry, staticFiles: StaticFiles,
    configuration: WebHostConfiguration = WebHostConfiguration(),
    access: ScreenAccess = .everyone, logger: Logger = Logger(label: "trellis")
  ) {
    self.pages = Dictionary(pages.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
    self.sessions = sessions
    self.staticFiles = staticFiles
    self.configuration = configuration
    self.access = access
    self.logger = logger
    // Each connection holds a descriptor; keep some for files and logs.
    let descriptors = OpenFileLimit.raise().map { max($0 - 64, 16) } ?? configuration.maxConnections
    self.connections = ConnectionGate(limit: min(configuration.maxConnections, descriptors))
  }

  /// The page shell, pointing at the hashed client script and stylesheets.
  public var shell: PageShell {
    PageShell(
      scriptURL: staticFiles.url(for: configuration.scriptName),
      stylesheetURLs: configuration.stylesheetNames.map(staticFiles.url(for:)),
      socketPath: configuration.socketPath,
      iconURL: configuration.iconName.map(staticFiles.url(for:)))
  }

  /// The paths of the screens served, sorted.
  public var paths: [String] { pages.keys.sorted() }

  /// A router of its own: the host's routes, and error pages with the
  /// security headers for everything else.
  public func router() -> Router<Context> {
    let router = Router(context: Context.self)
    router.add(middleware: SecurityHeadersMiddleware(headers: configuration.securityHeaders))
    addRoutes(to: router)
    return router
  }

  /// Adds the screens' pages (`GET`, `HEAD`, and `POST` for forms sent
  /// without JavaScript) and the static files (`GET` and `HEAD`) to an
  /// application's router; they carry the security headers. The live
  /// socket is not a route: ``server`` upgrades it.
  public func addRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
    let routes = RouteCollection(context: Context.self)
    routes.add(middleware: SecurityHeadersMiddleware(headers: configuration.securityHeaders))
    let files: @Sendable (Request, Context) async throws -> Response = { request, context in
      let name = context.parameters.get("name") ?? ""
      guard let response = staticFiles.response(for: name, request: request) else {
        throw HTTPError(.notFound)
      }
      return response
    }
    routes.get("/static/:name", use: files)
    if let icon = configuration.iconName {
      // Where browsers look when a page names no icon (error pages, files).
      routes.get("/favicon.ico") { request, _ in
        guard let response = staticFiles.response(for: icon, request: request) else {
          throw HTTPError(.notFound)
        }
        return response
      }
    }
    routes.head("/static/:name") { request, context in Self.head(try await files(request, context))
    }
    routes.post(RouterPath(Self.uploadPath)) { request, _ in await self.upload(request) }
    routes.get(RouterPath(Self.uploadFilePath + "/:id")) { _, context in
      await self.uploadedFile(id: context.parameters.get("id") ?? "")
    }
    for path in pages.keys {
      let page: @Sendable (Request, Context) async -> Response = { request, context in
        let address = (context as? any RemoteAddressRequestContext)?.remoteAddress
        return await self.page(for: request, remoteAddress: address)
      }
      routes.get(RouterPath(path), use: page)
      routes.post(RouterPath(path)) { request, context in
        await self.post(
          for: request, remoteAddress: (context as? any RemoteAddressRequestContext)?.remoteAddress)
      }
      routes.head(RouterPath(path)) { request, context in Self.head(await page(request, context)) }
    }
    router.addRoutes(routes)
  }

  /// The server: HTTP/1.1 through Hummingbird, and at the socket path a
  /// WebSocket upgrade (origin checked, permessage-deflate negotiated when
  /// configured) whose socket runs on NIO handlers with no task of its own.
  /// An application built by hand passes it as `Application(server:)`, with
  /// ``shutdown`` among its services.
  public var server: HTTPServerBuilder {
    let live = LiveUpgrade(
      path: configuration.socketPath,
      origins: OriginCheck(allowed: configuration.allowedOrigins),
      compression: configuration.compression,
      clientWindowBits: configuration.compressionWindowBits,
      securityHeaders: configuration.securityHeaders,
      settings: LiveSocketSettings(
        registry: sessions, wireLimits: configuration.wireLimits,
        maxMessageBytes: configuration.maxFrameBytes, joinTimeout: configuration.joinTimeout,
        sockets: sockets, access: access, logger: logger,
        needsPageLoad: needsPageLoad))
    let limits = LiveChannel.Limits(
      firstRequestTimeout: configuration.firstRequestTimeout,
      idleTimeout: configuration.idleTimeout,
      maxTargetBytes: configuration.urlLimits.maxTargetBytes, connections: connections)
    return HTTPServerBuilder { responder in
      LiveChannel(responder: responder, live: live, limits: limits)
    }
  }

  /// Whether the screen at `url` needs a module script of
  /// ``WebHostConfiguration/modules`` (an upload binding, a hook): a live
  /// navigation cannot bring one into the window, so such a screen is
  /// loaded as a page. On a host that has modules, the first page rendered
  /// for a path answers for that path from then on: whether a screen shows
  /// an upload field or a hook does not hang on its state in practice.
  private var needsPageLoad: @Sendable (StateURL) async -> Bool {
    let modules = configuration.modules.filter { $0.marker != nil }
    let pages = self.pages
    let known = Mutex<[String: Bool]>([:])
    return { url in
      guard !modules.isEmpty, let renderer = pages[url.path] else { return false }
      if let answer = known.withLock({ $0[url.path] }) { return answer }
      guard let page = try? await renderer.render(url, pageToken: "") else { return false }
      let answer = modules.contains { $0.isNeeded(byBody: page.bodyHTML) }
      known.withLock { $0[url.path] = answer }
      return answer
    }
  }

  /// The graceful shutdown of the live sessions: when the shutdown starts,
  /// every session says `server.shutdown` and its socket closes cleanly.
  public var shutdown: some Service {
    LiveSocketDrain(registry: sessions, sockets: sockets, logger: logger)
  }

  /// The application serving `router` (the application's routes plus
  /// ``addRoutes(to:)``) on ``server``, with ``shutdown`` and `services`;
  /// once listening it logs its `http://` address and the screens served.
  /// Run it alone (`runService()`) or in a `ServiceGroup` of the application's.
  public func application<Context>(
    router: Router<Context>, configuration applicationConfiguration: ApplicationConfiguration,
    services: [any Service] = [], logger: Logger? = nil
  ) -> Application<RouterResponder<Context>>
  where Context: InitializableFromSource<ApplicationRequestContextSource> {
    let logger = logger ?? self.logger
    let paths = paths
    return Application(
      router: router, server: server, configuration: applicationConfiguration,
      services: [shutdown] + services,
      onServerRunning: { channel in
        logger.info(
          "serving http://\(Self.authority(channel.localAddress))",
          metadata: ["screens": "\(paths.joined(separator: " "))"])
      },
      logger: logger)
  }

  /// The application serving ``router()`` alone.
  public func application(
    configuration applicationConfiguration: ApplicationConfiguration, logger: Logger? = nil
  ) -> Application<RouterResponder<Context>> {
    application(router: router(), configuration: applicationConfiguration, logger: logger)
  }

  /// Renders the page for `request` once the access hook allows it: the
  /// full document, a 400 page naming what is wrong with the URL, a 403, or
  /// a redirect to where the hook sends the browser.
  func page(for request: Request, remoteAddress: SocketAddress? = nil) async -> Response {
    let target = request.head.path ?? "/"
    var screenRequest = ScreenRequest(request, remoteAddress: remoteAddress)
    let url: StateURL
    let rendered: RenderedPage
    let pageToken: String
    do throws(URLStateError) {
      url = try StateURL(parsing: target, limits: configuration.urlLimits)
      guard let renderer = pages[url.path] else {
        return ErrorPage.response(status: .notFound, message: "There is no page at this address.")
      }
      switch await access.decide(screenRequest, url.path) {
      case .allow(let user): screenRequest.user = user
      case .refuse:
        return ErrorPage.response(status: .forbidden, message: "This page is not for you.")
      case .redirect(let location):
        return Response(
          status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
      }
      pageToken = sessions.pageTokens.issue(user: screenRequest.user)
      rendered = try await renderer.render(url, pageToken: pageToken, request: screenRequest)
    } catch {
      return ErrorPage.badURL(error)
    }
    var shell = self.shell
    shell.moduleURLs = configuration.modules.filter { $0.isNeeded(byBody: rendered.bodyHTML) }
      .map { staticFiles.url(for: $0.name) }
    let html = shell.document(
      rendered, pageToken: pageToken,
      language: rendered.language
        ?? screenRequest.pageLanguage(offered: configuration.languages))
    let bytes = Array(html.utf8)
    var headers = HTTPFields()
    headers[.cacheControl] = "no-store"
    return ContentNegotiation.response(
      body: bytes, gzipped: bytes.count > 1024 ? Zlib.deflate(bytes, format: .gzip) : nil,
      contentType: "text/html; charset=utf-8", request: request, headers: headers)
  }

  /// The answer to `HEAD`: the `GET` response's status and headers, its
  /// length, no body.
  static func head(_ response: Response) -> Response {
    var head = response.createHeadResponse()
    if let length = response.body.contentLength {
      head.headers[.contentLength] = "\(length)"
    }
    return head
  }

  /// `host:port` of a listening address, for the start-up line.
  static func authority(_ address: SocketAddress?) -> String {
    guard let address, let port = address.port else { return "(unknown address)" }
    let host = address.ipAddress ?? "localhost"
    return (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
  }
}
