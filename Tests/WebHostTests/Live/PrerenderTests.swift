import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import MarkupValidation
import NIOWebSocket
import Testing
import WSCore

@testable import WebHost

/// A page whose screen loads on appear shows the loaded state, and its
/// live session starts from that state without loading again — or, when
/// the state is gone, replaces what the browser shows.
@Suite(.timeLimit(.minutes(1))) struct PrerenderTests {
  func makeShelfHost(library: Shelf.Library, budget: Duration = .seconds(5))
    -> (WebHost, ScreenCatalog)
  {
    let catalog = ScreenCatalog(
      [AnyScreen(Shelf(library: library))],
      validation: .enabled { issues in preconditionFailure("markup issues: \(issues)") },
      prerenderBudget: budget)
    let host = WebHost(
      pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
      staticFiles: StaticFiles(files: [
        StaticFiles.file(name: "trellis.js", bytes: Array("//".utf8))
      ]),
      configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"]))
    return (host, catalog)
  }

  func pageToken(_ html: String) throws -> String {
    let end = try #require(html.range(of: #"" name="trellis-page">"#))
    return String(html[..<end.lowerBound].reversed().prefix { $0 != "\"" }.reversed())
  }

  @Test func thePageShowsWhatThePrerenderLoaded() async throws {
    let library = Shelf.Library(delay: .milliseconds(20))
    let cache = PrerenderCache()
    let page = ScreenPage(
      Shelf(library: library), prerendering: Prerendering(budget: .seconds(5), cache: cache))
    let token = PageTokens().issue()
    let rendered = try await page.render(StateURL(parsing: "/shelf?books=2"), pageToken: token)
    #expect(rendered.bodyHTML.contains("<li>Book 1</li><li>Book 2</li>"))
    #expect(!rendered.bodyHTML.contains("Loading"))
    #expect(rendered.title == "Shelf (2)")
    #expect(library.loads == 1)
    // The state waits under the page's token for its socket.
    let entry = try #require(cache.take(token, target: "/shelf?books=2"))
    #expect((entry.state as? Shelf.State)?.titles == ["Book 1", "Book 2"])
  }

  @Test func aLoadSlowerThanTheBudgetRendersTheStateReachedAndIsCancelled() async throws {
    let library = Shelf.Library(delay: .seconds(30))
    let cache = PrerenderCache()
    let page = ScreenPage(
      Shelf(library: library), prerendering: Prerendering(budget: .milliseconds(100), cache: cache))
    let started = ContinuousClock.now
    let rendered = try await page.render(StateURL(parsing: "/shelf"), pageToken: "t")
    // Well short of the load's 30 s (a loaded CI machine can stall for seconds).
    #expect(started.duration(to: .now) < .seconds(20))
    #expect(rendered.bodyHTML.contains(#"<p id="loading">Loading…</p>"#))
    // A state left mid-load is not kept: its session loads from the URL.
    #expect(cache.count == 0)
    // The store was shut down: its load is cancelled, not left running.
    let deadline = ContinuousClock.now.advanced(by: .seconds(20))
    while library.cancelled == 0 && ContinuousClock.now < deadline { await Task.yield() }
    #expect(library.cancelled == 1)
  }

  @Test func aScreenWithoutAPrerenderActionRendersItsURLState() async throws {
    let library = Shelf.Library(delay: .milliseconds(1))
    let page = ScreenPage(
      Shelf(library: library), prerendering: Prerendering(cache: PrerenderCache()))
    // A state whose titles are known needs no prerender (`prerenderAction` is nil)…
    let plain = ScreenPage(Shelf(library: library))
    let rendered = try await plain.render(StateURL(parsing: "/shelf"), pageToken: "t")
    #expect(rendered.bodyHTML.contains("Loading…") && library.loads == 0)
    // …and a bad URL is still a typed error, before any load.
    await #expect(throws: URLStateError.self) {
      try await page.render(StateURL(parsing: "/shelf?books=0"), pageToken: "t")
    }
    #expect(library.loads == 0)
  }

  @Test func theSessionOfAPrerenderedPageStartsFromItsStateWithoutLoading() async throws {
    let library = Shelf.Library(delay: .milliseconds(20))
    let (host, catalog) = makeShelfHost(library: library)
    _ = try await makeApplication(host).test(.live) { client in
      // The library holds five books: the page for nine shows five.
      let html = try await client.execute(uri: "/shelf?books=9", method: .get) { response in
        String(buffer: response.body)
      }
      #expect(html.contains("<li>Book 5</li></ul>"))
      #expect(library.loads == 1 && catalog.prerenderCache.count == 1)
      let token = try pageToken(html)
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/shelf?books=9", token: token))
        _ = try await reader.next("joined")
        // No patch: the browser already shows this state. Only the URL is
        // corrected to the state's canonical one.
        let url = try #require(try await reader.next())
        #expect(url["t"] as? String == "url")
        #expect(url["url"] as? String == "/shelf?books=5" && url["mode"] as? String == "replace")
        // The handler ids of the page are the session's.
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 1)))
        let patch = try #require(try await reader.next("patch"))
        let ops = try JSONSerialization.data(withJSONObject: patch["ops"] ?? [])
        #expect(String(decoding: ops, as: UTF8.self).contains("Book 6"))
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(library.loads == 1)
      #expect(catalog.prerenderCache.count == 0)
    }
  }

  @Test func withoutItsPrerenderTheSessionLoadsAndReplacesTheRoot() async throws {
    let library = Shelf.Library(delay: .milliseconds(20))
    let (host, catalog) = makeShelfHost(library: library)
    _ = try await makeApplication(host).test(.live) { client in
      let html = try await client.execute(uri: "/shelf?books=2", method: .get) { response in
        String(buffer: response.body)
      }
      #expect(catalog.prerenderCache.count == 1)
      // Another valid token (another page, or the entry expired): a miss.
      let token = host.sessions.pageTokens.issue()
      #expect(try pageToken(html) != token)
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/shelf?books=2", token: token))
        _ = try await reader.next("joined")
        // The browser may show the loaded page: the first batch replaces the
        // root (whatever it holds), then the load arrives as a diff.
        let first = try #require(try await reader.next("patch"))
        let ops = try #require(first["ops"] as? [[Any]])
        #expect(ops.count == 1 && ops.first?.first as? Int == 9)
        #expect((ops.first?.last as? String)?.contains("Loading…") == true)
        #expect(try await reader.next("title")?["title"] as? String == "Shelf")
        let loaded = try #require(try await reader.next("patch"))
        let data = try JSONSerialization.data(withJSONObject: loaded["ops"] ?? [])
        #expect(String(decoding: data, as: UTF8.self).contains("Book 2"))
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(library.loads == 2)
      // The page's own entry is still there for its own socket, untouched.
      #expect(catalog.prerenderCache.count == 1)
    }
  }

  @Test func aForgedTokenIsRefusedBeforeTheCache() async throws {
    let library = Shelf.Library(delay: .milliseconds(1))
    let (host, catalog) = makeShelfHost(library: library)
    _ = try await makeApplication(host).test(.live) { client in
      let html = try await client.execute(uri: "/shelf", method: .get) { response in
        String(buffer: response.body)
      }
      var characters = Array(try pageToken(html))
      characters[3] = characters[3] == "A" ? "B" : "A"
      let forged = String(characters)
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/shelf", token: forged))
        #expect(try await reader.next("error")?["code"] as? String == "page.expired")
      }
      #expect(catalog.prerenderCache.count == 1)
    }
  }
}
