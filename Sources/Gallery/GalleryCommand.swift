import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Screens
import ServiceLifecycle
import WebHost

/// `gallery [--host H] [--port P] [--dev]`: serves the gallery's screens.
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

  @Option(help: "The directory holding the client files.")
  var publicDirectory = "Public/trellis"

  @Option(help: "The log level (trace, debug, info, notice, warning, error).")
  var logLevel = "info"

  @Option(help: "Seconds a disconnected live session can still be resumed.")
  var gracePeriod = 60

  func run() async throws {
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var logger = Logger(label: "gallery")
    logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
    let validation: RenderValidation =
      dev
      ? .enabled { [logger] issues in
        for issue in issues {
          logger.warning("markup issue", metadata: ["issue": "\(issue)"])
        }
      }
      : .off
    let catalog = ScreenCatalog(
      GalleryScreens.all, validation: validation, development: dev, logger: logger)
    let sessions = SessionRegistry(
      factory: catalog, limits: SessionLimits(gracePeriod: .seconds(max(gracePeriod, 0))))
    let webHost = WebHost(
      pages: catalog.pages, sessions: sessions,
      staticFiles: StaticFiles(directory: publicDirectory),
      configuration: WebHostConfiguration(
        stylesheetNames: ["trellis.css"] + GalleryScreens.stylesheets + (dev ? ["dev.css"] : [])))
    let app = webHost.application(
      configuration: .init(address: .hostname(host, port: port), serverName: "trellis"),
      logger: logger)
    var groupConfiguration = ServiceGroupConfiguration(
      services: [
        .init(service: app),
        .init(service: SessionCloser(sessions: sessions, logger: logger)),
      ],
      gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
    // A client that never answers the close handshake must not hold the
    // process: after this long, shutdown cancels what is left.
    groupConfiguration.maximumGracefulShutdownDuration = .seconds(5)
    let group = ServiceGroup(configuration: groupConfiguration)
    logger.info(
      "gallery starting",
      metadata: ["host": "\(host)", "port": "\(port)", "dev": "\(dev)"])
    try await group.run()
    logger.info("gallery stopped")
  }
}
