import Hummingbird
import Logging
import WebHost

struct CounterState: Equatable, Sendable {
  var count = 0
}

/// Renders `/counter?count=N` (0…1000) as a paragraph.
struct CounterPage: PageRenderer {
  let codec = QueryStateCodec(path: "/counter", initial: CounterState()) {
    QueryParameter("count", \.count) {
      (0...1000).contains($0) ? nil : "count must be between 0 and 1000"
    }
  }
  var path: String { codec.path }

  func render(_ url: StateURL, pageToken: String) async throws(URLStateError) -> RenderedPage {
    let state = try codec.state(from: url)
    return RenderedPage(
      title: "Counter <\(state.count)>",
      bodyHTML: "<p id=\"count\">\(state.count)</p>" + String(repeating: "<br>", count: 400))
  }
}

/// A host with the counter page, a client script, and the counter sessions.
func makeHost(
  limits: SessionLimits = .standard,
  configuration: WebHostConfiguration = WebHostConfiguration(allowedOrigins: ["ws://localhost"])
) -> (WebHost, CounterFactory) {
  let factory = CounterFactory()
  let script = StaticFiles.file(
    name: "trellis.js",
    bytes: Array(String(repeating: "console.log('trellis');\n", count: 100).utf8))
  let host = WebHost(
    pages: [CounterPage()], sessions: SessionRegistry(factory: factory, limits: limits),
    staticFiles: StaticFiles(files: [script]), configuration: configuration)
  return (host, factory)
}

func makeApplication(_ host: WebHost) -> some ApplicationProtocol {
  var logger = Logger(label: "webhost-tests")
  logger.logLevel = .critical
  return host.application(
    configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: logger)
}
