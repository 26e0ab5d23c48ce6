/// Everything the host is told at start-up besides its screens.
public struct WebHostConfiguration: Sendable {
  /// Bounds on URLs.
  public var urlLimits: URLLimits
  /// Bounds on client messages.
  public var wireLimits: WireLimits
  /// Origins allowed to open the socket, besides the request's own host
  /// (`"https://example.com"`).
  public var allowedOrigins: Set<String>
  /// Largest WebSocket frame or message accepted before the socket is closed
  /// (messages above `wireLimits.maxMessageBytes` but below this get a
  /// protocol error instead).
  public var maxFrameBytes: Int
  /// Whether permessage-deflate is offered to browsers.
  public var compression: Bool
  /// The zlib window of permessage-deflate, both ways, in bits (9…15):
  /// each socket holds a compressor and a decompressor for its whole life,
  /// and a 15-bit window with memory level 8 costs ~300 KiB of zlib state.
  public var compressionWindowBits: Int
  /// The zlib memory level of the server's compressor (1…9).
  public var compressionMemoryLevel: Int
  /// The path of the live socket.
  public var socketPath: String
  /// The client script's file name in `Public/`.
  public var scriptName: String
  /// Stylesheet file names in `Public/`.
  public var stylesheetNames: [String]
  /// Headers added to every response.
  public var securityHeaders: SecurityHeaders

  /// Creates a configuration.
  public init(
    urlLimits: URLLimits = .standard, wireLimits: WireLimits = .standard,
    allowedOrigins: Set<String> = [],
    maxFrameBytes: Int = 1 << 20, compression: Bool = true, compressionWindowBits: Int = 9,
    compressionMemoryLevel: Int = 1, socketPath: String = "/live",
    scriptName: String = "trellis.js", stylesheetNames: [String] = [],
    securityHeaders: SecurityHeaders = SecurityHeaders()
  ) {
    self.urlLimits = urlLimits
    self.wireLimits = wireLimits
    self.allowedOrigins = allowedOrigins
    self.maxFrameBytes = maxFrameBytes
    self.compression = compression
    self.compressionWindowBits = compressionWindowBits
    self.compressionMemoryLevel = compressionMemoryLevel
    self.socketPath = socketPath
    self.scriptName = scriptName
    self.stylesheetNames = stylesheetNames
    self.securityHeaders = securityHeaders
  }
}
