import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging

/// The HTTP and WebSocket server of Trellis: screens at their URLs, static
/// files, and live sessions on one socket path.
///
/// ```swift
/// let host = WebHost(pages: [counterPage], sessions: SessionRegistry(factory: screens),
///                    staticFiles: StaticFiles(directory: "Public"))
/// try await host.application(configuration: .init(address: .hostname("127.0.0.1", port: 8080))).runService()
/// ```
public struct WebHost: Sendable {
  /// The request context used by both routers.
  public typealias Context = BasicWebSocketRequestContext

  /// The page renderers, by path.
  public let pages: [String: any PageRenderer]
  /// The live sessions.
  public let sessions: SessionRegistry
  /// The files of `Public/`.
  public let staticFiles: StaticFiles
  /// Limits, origins, names.
  public let configuration: WebHostConfiguration

  /// Creates a host.
  public init(
    pages: [any PageRenderer], sessions: SessionRegistry, staticFiles: StaticFiles,
    configuration: WebHostConfiguration = WebHostConfiguration()
  ) {
    self.pages = Dictionary(pages.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
    self.sessions = sessions
    self.staticFiles = staticFiles
    self.configuration = configuration
  }

  /// The page shell, pointing at the hashed client script and stylesheets.
  public var shell: PageShell {
    PageShell(
      scriptURL: staticFiles.url(for: configuration.scriptName),
      stylesheetURLs: configuration.stylesheetNames.map(staticFiles.url(for:)),
      socketPath: configuration.socketPath)
  }

  /// The router for plain HTTP: pages, static files, 404s.
  public func router() -> Router<Context> {
    let router = Router(context: Context.self)
    router.add(middleware: SecurityHeadersMiddleware(headers: configuration.securityHeaders))
    router.get("/static/:name") { request, context in
      let name = context.parameters.get("name") ?? ""
      guard let response = staticFiles.response(for: name, request: request) else {
        throw HTTPError(.notFound)
      }
      return response
    }
    for path in pages.keys {
      router.get(RouterPath(path)) { request, _ in
        await page(for: request)
      }
    }
    return router
  }

  /// The application: HTTP/1.1 through Hummingbird, and at the socket path
  /// a WebSocket upgrade (origin checked, permessage-deflate negotiated when
  /// configured) whose socket runs on NIO handlers with no task of its own.
  public func application(
    configuration applicationConfiguration: ApplicationConfiguration,
    logger: Logger = Logger(label: "trellis")
  ) -> some ApplicationProtocol {
    let sockets = LiveSockets()
    let live = LiveUpgrade(
      path: configuration.socketPath,
      origins: OriginCheck(allowed: configuration.allowedOrigins),
      compression: configuration.compression,
      clientWindowBits: configuration.compressionWindowBits,
      securityHeaders: configuration.securityHeaders,
      settings: LiveSocketSettings(
        registry: sessions, wireLimits: configuration.wireLimits,
        maxMessageBytes: configuration.maxFrameBytes, sockets: sockets, logger: logger))
    return Application(
      router: router(),
      server: HTTPServerBuilder { responder in
        LiveChannel(
          responder: responder, live: live,
          firstRequestTimeout: configuration.firstRequestTimeout)
      },
      configuration: applicationConfiguration,
      services: [LiveSocketDrain(registry: sessions, sockets: sockets)],
      logger: logger)
  }

  /// Renders the page for `request`: the full document, or a 400 page
  /// naming what is wrong with the URL.
  func page(for request: Request) async -> Response {
    let target = request.head.path ?? "/"
    let pageToken = sessions.pageTokens.issue()
    let url: StateURL
    let rendered: RenderedPage
    do throws(URLStateError) {
      url = try StateURL(parsing: target, limits: configuration.urlLimits)
      guard let renderer = pages[url.path] else {
        return ErrorPage.response(status: .notFound, message: "There is no page at this address.")
      }
      rendered = try await renderer.render(url, pageToken: pageToken)
    } catch {
      return ErrorPage.badURL(error)
    }
    let html = shell.document(rendered, pageToken: pageToken)
    let bytes = Array(html.utf8)
    var headers = HTTPFields()
    headers[.cacheControl] = "no-store"
    return ContentNegotiation.response(
      body: bytes, gzipped: bytes.count > 1024 ? Zlib.deflate(bytes, format: .gzip) : nil,
      contentType: "text/html; charset=utf-8", request: request, headers: headers)
  }
}
