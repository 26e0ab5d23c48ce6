import Hummingbird
import HummingbirdTesting
import Screens
import Testing
import WebHost

@testable import TrellisDev

/// Development mode is one switch: the one value turns on the panel, its
/// stylesheet and the validation of every render.
@Suite struct DevelopmentEnabledTests {
  @Test func oneValueTurnsOnThePanelItsStylesheetAndValidation() async throws {
    let development = try Development.enabled()
    #expect(development.validation.isEnabled)
    #expect(development.panel is DevPanelDecorator)
    let plain = try WebHost(screens: [AnyScreen(Counter())])
    let host = try WebHost(screens: [AnyScreen(Counter())], development: development)
    #expect(plain.configuration.stylesheetNames == ["trellis.css"])
    #expect(host.configuration.stylesheetNames == ["trellis.css", "dev.css"])
    #expect(plain.staticFiles.file(named: "dev.css") == nil)
    #expect(host.staticFiles.file(named: "dev.css")?.bytes.isEmpty == false)
    try await Application(router: host.router()).test(.router) { client in
      try await client.execute(uri: "/counter?count=3", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(html.contains(#"id="trellis-dev""#))
        #expect(html.contains(host.staticFiles.url(for: "dev.css")))
      }
    }
  }
}
