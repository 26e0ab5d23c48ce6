/// Everything the host is told at start-up besides its screens.
public struct WebHostConfiguration: Sendable {
  /// Bounds on URLs.
  public var urlLimits: URLLimits
  /// Bounds on client messages.
  public var wireLimits: WireLimits
  /// The public origins allowed to open the socket (`"https://example.com"`).
  /// Without them, only a page served from an IP address or `localhost`
  /// may open it from its own origin: a `Host` with a domain name is not
  /// trusted alone, since a DNS-rebinding page controls it.
  public var allowedOrigins: Set<String>
  /// Largest WebSocket frame or message accepted before the socket is closed
  /// (messages above `wireLimits.maxMessageBytes` but below this get a
  /// protocol error instead).
  public var maxFrameBytes: Int
  /// Whether permessage-deflate is offered to browsers.
  public var compression: Bool
  /// The window, in bits (9…15), asked of a browser that keeps its
  /// permessage-deflate context between messages (`client_max_window_bits`):
  /// each socket keeps that many of the client's last bytes (2^bits). The
  /// server holds no zlib state between messages: it deflates each message
  /// with a fresh stream sized to it (`server_no_context_takeover`).
  public var compressionWindowBits: Int
  /// The path of the live socket.
  public var socketPath: String
  /// The client script's file name among the static files.
  public var scriptName: String
  /// The names of the stylesheets every page links, in order, among the
  /// static files (``WebHost/init(screens:development:assets:configuration:access:logger:)``
  /// puts `trellis.css` first and, in development, `dev.css` last).
  public var stylesheetNames: [String]
  /// The page icon's file name among the static files (`"favicon.svg"`), or
  /// `nil` for none: pages link it, and `GET /favicon.ico` answers with it
  /// for browsers (and error pages) that ask there.
  public var iconName: String?
  /// Module scripts a page loads after the client, in order, each when the
  /// page's markup needs it: ``PageModule/uploads``, ``PageModule/hooks``
  /// and the hooks' widgets. The core client carries neither.
  public var modules: [PageModule]
  /// The languages the application's pages are written in, the default
  /// first: a page's `lang` is the first of them the request prefers.
  public var languages: [String]
  /// Headers added to every response.
  public var securityHeaders: SecurityHeaders
  /// How long a new connection may take to send its first request (idle or
  /// trickling connections are closed after it).
  public var firstRequestTimeout: Duration
  /// How long a keep-alive connection may wait for its next request.
  public var idleTimeout: Duration
  /// How long a live socket may take to send `join` before it is closed.
  public var joinTimeout: Duration
  /// Most connections open at once (pages, files and sockets); above it a
  /// new connection is answered `503`. The process's open-file limit is
  /// raised to the system's at start-up and caps it too.
  public var maxConnections: Int

  /// Creates a configuration.
  public init(
    urlLimits: URLLimits = .standard, wireLimits: WireLimits = .standard,
    allowedOrigins: Set<String> = [],
    maxFrameBytes: Int = 1 << 20, compression: Bool = true, compressionWindowBits: Int = 9,
    socketPath: String = "/live",
    scriptName: String = "trellis.js", stylesheetNames: [String] = [], iconName: String? = nil,
    modules: [PageModule] = [],
    languages: [String] = ["en"],
    securityHeaders: SecurityHeaders = SecurityHeaders(),
    firstRequestTimeout: Duration = .seconds(60), idleTimeout: Duration = .seconds(30),
    joinTimeout: Duration = .seconds(10), maxConnections: Int = 10_000
  ) {
    self.urlLimits = urlLimits
    self.wireLimits = wireLimits
    self.allowedOrigins = allowedOrigins
    self.maxFrameBytes = maxFrameBytes
    self.compression = compression
    self.compressionWindowBits = compressionWindowBits
    self.socketPath = socketPath
    self.scriptName = scriptName
    self.stylesheetNames = stylesheetNames
    self.iconName = iconName
    self.modules = modules
    self.languages = languages
    self.securityHeaders = securityHeaders
    self.firstRequestTimeout = firstRequestTimeout
    self.idleTimeout = idleTimeout
    self.joinTimeout = joinTimeout
    self.maxConnections = maxConnections
  }
}
