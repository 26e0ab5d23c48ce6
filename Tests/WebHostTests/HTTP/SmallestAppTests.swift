import Foundation
import HummingbirdTesting
import Testing
import WebHost

// The README's smallest main.swift, compiled here so the README cannot drift
// from the API: the screen, then the server lines (in a function that no
// test calls, since they run until stopped; the tests below serve the same
// host in process).
// swift-format-ignore
// BEGIN SMALLEST APP
struct Hello: Screen {
  struct State: Codable, Equatable, Sendable { var count = 0 }
  enum Action: Sendable { case plusTapped }
  static let name = "hello"
  let codec = QueryStateCodec(path: "/", initial: State()) { QueryParameter("count", \.count) }
  func makeEnvironment(_ context: ScreenContext) {}
  func reduce(_ state: inout State, _ action: Action, _ env: Void) -> Effect<Action> { state.count += 1; return .none }
  func view(_ state: State) -> Node<Action> { button(.onClick(.plusTapped)) { "Clicked \(state.count) times" } }
}
// END SMALLEST APP

// swift-format-ignore
func serveTheSmallestApp() async throws {
// BEGIN SMALLEST SERVER
let host = try WebHost(screens: [AnyScreen(Hello())])
let router = Router(context: WebHostContext.self)
host.addRoutes(to: router)
try await host.application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8080))).runService()
// END SMALLEST SERVER
}

@Suite struct SmallestAppTests {
  @Test func theREADMEShowsExactlyThisCode() throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..")
    let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(filePath: #filePath), encoding: .utf8)
    func region(_ name: String) -> String {
      source.components(separatedBy: "// BEGIN \(name)\n")[1]
        .components(separatedBy: "// END \(name)\n")[0]
    }
    let main =
      "import WebHost\n\n" + region("SMALLEST APP") + "\n" + region("SMALLEST SERVER")
    #expect(readme.contains("```swift\n" + main + "```\n"))
  }

  @Test func theSmallestAppServesItsScreenWithTheShippedClient() async throws {
    let host = try WebHost(screens: [AnyScreen(Hello())])
    let router = Router(context: WebHostContext.self)
    host.addRoutes(to: router)
    try await host.application(router: router, configuration: .init()).test(.router) { client in
      let html = try await client.execute(uri: "/?count=2", method: .get) {
        String(buffer: $0.body)
      }
      #expect(html.contains("Clicked 2 times"))
      let script = try #require(html.firstMatch(of: /<script src="([^"]+)"/).map { String($0.1) })
      try await client.execute(uri: script, method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
      }
    }
  }
}
