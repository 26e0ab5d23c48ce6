import Foundation
import HummingbirdTesting
import Testing
import WebHost

/// The page icon a host is configured with, and the framework's error pages.
@Suite struct PageIconTests {
  private let icon = StaticFiles.file(
    name: "icon.svg", bytes: Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8))

  private func host(iconName: String?) throws -> WebHost {
    try WebHost(
      screens: [AnyScreen(Hello())], assets: StaticFiles(files: [icon]),
      configuration: WebHostConfiguration(iconName: iconName))
  }

  private func serve(
    _ host: WebHost,
    _ test:
      @escaping @Sendable (any TestClientProtocol)
      async throws -> Void
  ) async throws {
    let router = Router(context: WebHostContext.self)
    host.addRoutes(to: router)
    try await host.application(router: router, configuration: .init()).test(.router, test)
  }

  @Test func pagesLinkTheIconAndFaviconICOAnswersWithIt() async throws {
    try await serve(try host(iconName: "icon.svg")) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      let link = try #require(
        html.firstMatch(of: /<link href="([^"]+)" rel="icon">/).map { String($0.1) })
      #expect(link.hasPrefix("/static/icon."))
      try await client.execute(uri: "/favicon.ico", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "image/svg+xml")
        #expect(String(buffer: response.body).hasPrefix("<svg"))
      }
    }
  }

  @Test func withoutAnIconNoLinkAndFaviconICOIsNotFound() async throws {
    try await serve(try host(iconName: nil)) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      #expect(!html.contains(#"rel="icon""#))
      try await client.execute(uri: "/favicon.ico", method: .get) { response in
        #expect(response.status == .notFound)
      }
    }
  }

  @Test func anIconMissingFromTheFilesStopsTheStart() {
    #expect(throws: StaticFilesError.unreadable(path: "static file missing.svg")) {
      try self.host(iconName: "missing.svg")
    }
  }

  @Test func errorPagesAreStyledInlineAndNameTheStatus() async throws {
    let host = try host(iconName: nil)
    // The host's own router answers unknown paths with its error page.
    try await host.application(router: host.router(), configuration: .init()).test(.router) {
      client in
      try await client.execute(uri: "/nowhere", method: .get) { response in
        #expect(response.status == .notFound)
        let html = String(buffer: response.body)
        #expect(html.contains("<style>"))
        #expect(html.contains(#"<main class="t-error"><p class="t-error-code">404</p>"#))
        #expect(html.contains("<h1>Not Found</h1>"))
        #expect(html.contains(#"<a href="/">Go to the start page</a>"#))
      }
    }
  }
}
