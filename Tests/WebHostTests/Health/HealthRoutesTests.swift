import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Screens
import Testing

@testable import WebHost

/// The in-process hub, reporting a fixed lag as a hub spanning processes would.
private struct LaggingHub: MessageHub, HubLagReporting {
  let base = LocalMessageHub { _ in nil }
  let measured: Duration?

  func lag() async -> Duration? { measured }
  func navigate(_ navigation: Navigation, from opener: StateURL) async -> String? {
    await base.navigate(navigation, from: opener)
  }
  func returnResult(_ result: ScreenResult, openerMark: String) async -> String? {
    await base.returnResult(result, openerMark: openerMark)
  }
  func takeResult(_ resultMark: String) async -> ScreenResult? {
    await base.takeResult(resultMark)
  }
  func subscribe(
    _ subscriber: String, to topics: Set<AnyHashableSendableTopic>,
    deliver: @escaping @Sendable (Broadcast) async -> Void
  ) async {
    await base.subscribe(subscriber, to: topics, deliver: deliver)
  }
  func unsubscribe(_ subscriber: String) async { await base.unsubscribe(subscriber) }
  func publish(_ broadcast: Broadcast) async -> Int { await base.publish(broadcast) }
}

private let quiet: Logger = {
  var logger = Logger(label: "health-tests")
  logger.logLevel = .critical
  return logger
}()

private func host(hub: (any MessageHub)? = nil) -> WebHost {
  let catalog = ScreenCatalog([AnyScreen(Counter())], hub: hub)
  return WebHost(
    pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
    staticFiles: StaticFiles(files: []), logger: quiet)
}

/// The body of `GET path` on `host` with its health routes.
private func body(_ path: String, of host: WebHost) async throws -> (String, String?) {
  let router = Router(context: WebHostContext.self)
  host.addHealthRoutes(to: router)
  let application = host.application(router: router, configuration: .init())
  return try await application.test(.router) {
    client in
    try await client.execute(uri: path, method: .get) { response in
      #expect(response.status == .ok)
      return (String(buffer: response.body), response.headers[.contentType])
    }
  }
}

@Suite struct HealthRoutesTests {
  @Test func healthCountsTheLiveSessionsAndShowsTheHubsLag() async throws {
    let host = host(hub: LaggingHub(measured: .milliseconds(250)))
    let token = host.sessions.pageTokens.issue()
    _ = try await host.sessions.join(
      .init(pageToken: token, sessionID: nil, lastBatch: 0, url: "/counter"))
    let (json, type) = try await body("/health", of: host)
    #expect(type == "application/json")
    #expect(json == #"{"status":"ok","sessions":1,"sockets":0,"hubLagSeconds":0.25}"#)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["sessions"] as? Int == 1)
  }

  @Test func metricsAreAPrometheusExposition() async throws {
    let host = host(hub: LaggingHub(measured: .milliseconds(1500)))
    let (text, type) = try await body("/metrics", of: host)
    #expect(type?.hasPrefix("text/plain; version=0.0.4") == true)
    let samples = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(
      samples == [
        "trellis_live_sessions 0", "trellis_live_sockets 0", "trellis_hub_lag_seconds 1.5",
      ])
    #expect(text.contains("# TYPE trellis_live_sessions gauge"))
  }

  @Test func aHubWithoutLagReportsNone() async throws {
    let host = host()
    #expect(try await body("/health", of: host).0.hasSuffix(#""hubLagSeconds":null}"#))
    let lines = try await body("/metrics", of: host).0.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("trellis_hub_lag_seconds") })
  }
}
