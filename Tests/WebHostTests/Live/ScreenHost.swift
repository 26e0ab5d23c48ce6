import Hummingbird
import Logging
import MarkupValidation
import Screens
import WebHost

/// A host serving the gallery's real screens (home, counter, steps).
func makeScreenHost(clock: any Clock<Duration> = ContinuousClock()) -> (WebHost, ScreenCatalog) {
  let catalog = ScreenCatalog(
    [AnyScreen(Gallery.home), AnyScreen(Counter()), AnyScreen(Steps())],
    validation: .enabled { issues in
      // A test host never renders invalid markup.
      preconditionFailure("markup issues: \(issues)")
    }, clock: clock)
  let host = WebHost(
    pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
    staticFiles: StaticFiles(files: [StaticFiles.file(name: "trellis.js", bytes: Array("//".utf8))]
    ),
    configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"]))
  return (host, catalog)
}

func join(_ host: WebHost, url: String, session: String? = nil, token: String? = nil)
  -> ClientMessage
{
  .join(
    .init(
      pageToken: token ?? host.sessions.pageTokens.issue(), sessionID: session, lastBatch: 0,
      url: url))
}

/// The counter's handler ids in a freshly mounted view (document order).
enum CounterHandlers {
  static let minus = 1
  static let plus = 2
  static let later = 3
  static let label = 4
}
