import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Trellis
import WebHost

/// A greeting whose state may name the language it is written in.
struct Bonjour: Screen, Localized {
  struct State: Codable, Equatable, Sendable { var language = "" }
  enum Action: Sendable { case tapped }
  static let name = "bonjour"
  let codec = QueryStateCodec(path: "/bonjour", initial: State()) {
    QueryParameter("in", \.language)
  }

  func reduce(_ state: inout State, _ action: Action, _: Void) -> Effect<Action> { .none }
  func view(_ state: State) -> Node<Action> { p { "Bonjour" } }
  func language(_ state: State) -> String? { state.language.isEmpty ? nil : state.language }
}

/// The page's `lang` follows the screen when it chooses one, else the request.
@Suite struct ScreenLanguageTests {
  @Test(
    arguments: [
      ("/bonjour?in=fr", "de", "fr"), ("/bonjour?in=fr", nil, "fr"), ("/bonjour", "de", "de"),
      ("/bonjour", nil, "en"),
    ] as [(String, String?, String)])
  func theScreensLanguageWinsOverTheRequests(_ target: String, _ header: String?, _ lang: String)
    async throws
  {
    let host = try WebHost(
      screens: [AnyScreen(Bonjour())],
      configuration: WebHostConfiguration(languages: ["en", "de"]))
    try await host.application(configuration: .init()).test(.router) { client in
      var headers = HTTPFields()
      if let header { headers[.acceptLanguage] = header }
      try await client.execute(uri: target, method: .get, headers: headers) { response in
        #expect(String(buffer: response.body).contains(#"<html lang="\#(lang)">"#))
      }
    }
  }
}
