import Hummingbird
import HummingbirdTesting
import NIOCore
import Screens
import Testing
import WebHost

/// Opt-in modules: a page loads the upload or hooks module only when its
/// markup has an upload binding or a hook; other pages load the client alone.
@Suite struct PageModuleTests {
  func makeHost() -> WebHost {
    let catalog = ScreenCatalog([
      AnyScreen(BabyAlbum()), AnyScreen(Counter()), AnyScreen(GameOfLife()),
    ])
    let files = ["trellis.js", "trellis-upload.js", "trellis-hooks.js", "life-chart.js"].map {
      StaticFiles.file(name: $0, bytes: Array("//".utf8))
    }
    return WebHost(
      pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
      staticFiles: StaticFiles(files: files),
      configuration: WebHostConfiguration(
        modules: [.hooks, .hook("population-chart", script: "life-chart.js"), .uploads]))
  }

  /// The script URLs of the page at `path`, in order.
  func scripts(_ path: String, _ client: some TestClientProtocol) async throws -> [String] {
    let response = try await client.execute(uri: path, method: .get)
    let html = String(buffer: response.body)
    return html.split(separator: "<script ").dropFirst().compactMap { tag in
      tag.split(separator: "\"").dropFirst().first.map(String.init)
    }
  }

  @Test func eachPageLoadsTheModulesItsMarkupNeeds() async throws {
    _ = try await makeApplication(makeHost()).test(.router) { client in
      let album = try await scripts("/album", client)
      #expect(album.count == 2 && album[1].hasPrefix("/static/trellis-upload."))
      let life = try await scripts("/life", client)
      #expect(life.count == 3)
      #expect(
        life[1].hasPrefix("/static/trellis-hooks.") && life[2].hasPrefix("/static/life-chart."))
      let counter = try await scripts("/counter", client)
      #expect(counter.count == 1 && counter[0].hasPrefix("/static/trellis."))
    }
  }

  @Test func aMarkerIsFoundAsBytesAnywhereInTheBody() {
    let hooks = PageModule.hooks
    #expect(hooks.isNeeded(byBody: "<div data-hook=\"chart\"></div>"))
    #expect(hooks.isNeeded(byBody: "x data-hook="))
    #expect(!hooks.isNeeded(byBody: "x data-hook"))
    #expect(!hooks.isNeeded(byBody: ""))
    #expect(!hooks.isNeeded(byBody: String(repeating: "<td>é data-hoo</td>", count: 2000)))
    #expect(hooks.isNeeded(byBody: String(repeating: "<td>é</td>", count: 2000) + "data-hook="))
    #expect(PageModule("always.js").isNeeded(byBody: ""))
    #expect(PageModule("empty.js", when: "").isNeeded(byBody: "<p></p>"))
  }
}
