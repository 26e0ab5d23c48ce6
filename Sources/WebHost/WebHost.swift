import Hummingbird
import HummingbirdWSCompression
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

  /// The router that answers socket upgrades at the socket path.
  public func webSocketRouter(logger: Logger) -> Router<Context> {
    let router = Router(context: Context.self)
    let origins = OriginCheck(allowed: configuration.allowedOrigins)
    let endpoint = LiveEndpoint(
      registry: sessions, wireLimits: configuration.wireLimits,
      maxFrameBytes: configuration.maxFrameBytes)
    router.ws(RouterPath(configuration.socketPath)) { request, context in
      guard origins.accepts(request) else {
        context.logger.notice(
          "socket refused: foreign origin",
          metadata: ["origin": "\(request.headers[.origin] ?? "none")"])
        return .dontUpgrade
      }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, context in
      await endpoint.run(inbound: inbound, outbound: outbound, logger: context.logger)
    }
    return router
  }

  /// The application: HTTP/1.1 with the socket upgrade, permessage-deflate
  /// offered when configured, frames bounded.
  public func application(
    configuration applicationConfiguration: ApplicationConfiguration,
    logger: Logger = Logger(label: "trellis")
  ) -> some ApplicationProtocol {
    let ws = WebSocketServerConfiguration(
      maxFrameSize: configuration.maxFrameBytes,
      extensions: configuration.compression
        ? [
          .perMessageDeflate(
            clientMaxWindow: configuration.compressionWindowBits,
            serverMaxWindow: configuration.compressionWindowBits,
            memoryLevel: configuration.compressionMemoryLevel,
            maxDecompressedFrameSize: configuration.maxFrameBytes)
        ] : [],
      autoPing: .disabled)
    return Application(
      router: router(),
      server: .http1WebSocketUpgrade(
        webSocketRouter: webSocketRouter(logger: logger), configuration: .init(ws: ws)),
      configuration: applicationConfiguration, logger: logger)
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
