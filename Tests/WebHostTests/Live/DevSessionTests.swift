import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import MarkupValidation
import NIOWebSocket
import Screens
import Testing
import WSCore

@testable import TrellisDev
@testable import WebHost

/// The panel in live sessions of the real counter, over a real socket on
/// loopback: undo, redo and jump change the screen's tree and URL; without
/// development mode the panel is neither rendered nor reachable.
@Suite(.timeLimit(.minutes(1))) struct DevSessionTests {
  /// A host serving home and counter, in development mode or not.
  func makeHost(development: Bool) -> WebHost {
    let catalog = ScreenCatalog(
      [AnyScreen(Gallery.home), AnyScreen(Counter())],
      validation: .enabled { issues in preconditionFailure("markup issues: \(issues)") },
      development: development, panel: development ? DevPanelDecorator() : nil)
    return WebHost(
      pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
      staticFiles: StaticFiles(files: [
        StaticFiles.file(name: "trellis.js", bytes: Array("//".utf8))
      ]),
      configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"]))
  }

  /// The handler id a fresh session gives the panel's `action` on the counter at `count`.
  func panelHandler(_ action: DevAction<Counter.Action>, count: Int) throws -> Int {
    let screen = DevScreen(Counter())
    var ids = HandlerIDs()
    let index = HandlerIndex(mount(screen.view(DevState(Counter.State(count: count))), ids: &ids))
    return try #require(
      (1..<ids.next).first { index.handler(for: $0)?.action(for: EventPayload()) == action })
  }

  @Test func undoRedoAndJumpMoveTheCountAndTheURL() async throws {
    let host = makeHost(development: true)
    let undo = try panelHandler(.undo, count: 3)
    let redo = try panelHandler(.redo, count: 3)
    let first = try panelHandler(.jump(0), count: 3)
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter?count=3"))
        _ = try await reader.next("joined")
        var sequence = 0
        func click(_ handler: Int) async throws -> (ops: String, url: String?) {
          sequence += 1
          try await outbound.send(.event(ClientEvent(sequence: sequence, handler: handler)))
          let patch = try #require(try await reader.next("patch"))
          let ops = try JSONSerialization.data(withJSONObject: patch["ops"] ?? [])
          let url = try await reader.next("url")?["url"] as? String
          return (String(decoding: ops, as: UTF8.self), url)
        }
        #expect(try await click(CounterHandlers.plus).url == "/counter?count=4")
        #expect(try await click(CounterHandlers.plus).url == "/counter?count=5")
        let undone = try await click(undo)
        #expect(undone.url == "/counter?count=4")
        // The count's text node is patched back, and the panel lists the step.
        #expect(undone.ops.contains(#"[1,"4"]"#))
        #expect(try await click(undo).url == "/counter?count=3")
        #expect(try await click(redo).url == "/counter?count=4")
        #expect(try await click(first).url == "/counter?count=3")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func withoutDevelopmentModeThePanelsHandlersAreUnknown() async throws {
    let host = makeHost(development: false)
    let undo = try panelHandler(.undo, count: 3)
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter?count=3"))
        _ = try await reader.next("joined")
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: undo)))
        let error = try #require(try await reader.next("error"))
        #expect(error["code"] as? String == "handler.unknown")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test(arguments: [true, false])
  func thePageCarriesThePanelOnlyInDevelopmentMode(_ development: Bool) async throws {
    let host = makeHost(development: development)
    try await makeApplication(host).test(.router) { client in
      try await client.execute(uri: "/counter?count=3", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(response.status == .ok)
        #expect(html.contains(#"<output id="count">3</output>"#))
        #expect(html.contains(#"id="trellis-dev""#) == development)
        #expect(html.contains("trellis-dev") == development)
        #expect(
          html.contains(
            #"<div id="trellis-root"><div id="trellis-dev-root"><main class="counter">"#)
            == development)
      }
    }
  }
}
