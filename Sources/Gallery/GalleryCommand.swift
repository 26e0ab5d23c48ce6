import ArgumentParser
import Foundation
import Logging
import Screens
import ServiceLifecycle
import TrellisDev
import UnixSignals
import WebHost

/// `gallery [--host H] [--port P] [--dev] [--database-url URL] [--node-name N]`: serves the gallery's screens,
/// wired the way the README shows an application: its own router, Trellis's
/// routes added to it, run in its own service group.
///
/// ```sh
/// swift run gallery --port 9000 --dev
/// ```
@main
struct GalleryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery", abstract: "Serves the Trellis gallery.")

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @Flag(help: "Development mode: validate every render, show the developer panel.")
  var dev = false

  @Option(help: "The largest photo a user may add to BabyAlbum, in megabytes (10^6 bytes).")
  var maxUploadMB = 10

  @Option(help: "The log level (trace, debug, info, notice, warning, error).")
  var logLevel = "info"

  @Option(help: "Seconds a disconnected live session can still be resumed.")
  var gracePeriod = 60

  @Option(
    help: """
      A public origin allowed to open the live socket (https://example.com); repeatable. \
      Without one, only pages served from an IP address or localhost connect.
      """)
  var publicOrigin: [String] = []

  @Option(help: "Most live sessions one client address holds (raise it behind a proxy).")
  var maxSessionsPerAddress = 256

  @Option(
    help: """
      The file holding the key that signs pages (created when missing), so pages \
      served before a restart reconnect and replay what was not applied; \
      "none" for a key per process. The environment variable TRELLIS_SECRET \
      (32 bytes or more), when set, keys them instead: nodes sharing it accept \
      each other's pages.
      """)
  var keyFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-gallery.key").path

  @Option(
    help: """
      A PostgreSQL database shared by several gallery nodes \
      (postgres://USER[:PASSWORD]@HOST:PORT/DB; default: $TRELLIS_DATABASE_URL). \
      Without one, messages and likes stay in this process.
      """)
  var databaseURL: String?

  @Option(help: "This node's name in the logs (default: HOSTNAME-PID).")
  var nodeName: String?

  func run() async throws {
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var logger = Logger(label: "gallery")
    logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
    let node = nodeName ?? "\(ProcessInfo.processInfo.hostName)-\(getpid())"
    logger[metadataKey: "node"] = "\(node)"
    let database = try (databaseURL ?? ProcessInfo.processInfo.environment["TRELLIS_DATABASE_URL"])
      .map { url in
        do { return try GalleryDatabase(url: url, logger: logger) } catch {
          throw ValidationError("--database-url: \(error)")
        }
      }
    let screens = GalleryScreens.all(
      likes: database?.likes ?? InMemoryLikes(), maxUploadBytes: max(maxUploadMB, 1) * 1_000_000)
    let hub = database?.hub(for: screens)
    let webHost = try WebHost(
      screens: screens, development: dev ? try .enabled(logger: logger) : nil,
      assets: try GalleryScreens.styles(),
      configuration: WebHostConfiguration(
        allowedOrigins: Set(publicOrigin), stylesheetNames: GalleryScreens.stylesheets,
        iconName: GalleryScreens.icon, modules: GalleryScreens.modules),
      limits: SessionLimits(
        gracePeriod: .seconds(max(gracePeriod, 0)),
        maxSessionsPerAddress: max(maxSessionsPerAddress, 1)),
      pageTokens: try pageTokens(),
      hub: hub, logger: logger)
    let router = Router(context: WebHostContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    webHost.addRoutes(to: router)
    webHost.addHealthRoutes(to: router)
    let app = webHost.application(
      router: router,
      configuration: .init(address: .hostname(host, port: port), serverName: "trellis"))
    var groupConfiguration = ServiceGroupConfiguration(
      services: (hub.flatMap { hub in database?.services(hub: hub) } ?? []) + [app],
      gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
    // A client that never answers the close handshake must not hold the
    // process: after this long, shutdown cancels what is left.
    groupConfiguration.maximumGracefulShutdownDuration = .seconds(5)
    logger.info("node \(node) started", metadata: ["database": "\(database != nil)"])
    try await ServiceGroup(configuration: groupConfiguration).run()
    logger.info("gallery stopped")
  }

  /// The page tokens' key: the shared secret of a cluster when one is in the
  /// environment, else the key file's.
  private func pageTokens() throws -> PageTokens? {
    if let secret = try SharedSecret.fromEnvironment() { return PageTokens(secret: secret) }
    return keyFile == "none" ? nil : try PageTokens(keyFile: keyFile)
  }
}
