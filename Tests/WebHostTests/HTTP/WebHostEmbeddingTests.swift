import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WebHost

/// Renders `/me` with what the request told the screen: its user and language.
struct WhoPage: PageRenderer {
  var path: String { "/me" }

  func render(_ url: StateURL, pageToken: String) async throws(URLStateError) -> RenderedPage {
    RenderedPage(title: "Me", bodyHTML: "<p>nobody</p>")
  }

  func render(_ url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> RenderedPage
  {
    RenderedPage(
      title: "Me",
      bodyHTML:
        "<p id=\"user\">\(request.user ?? "-")</p><p id=\"lang\">\(request.language ?? "-")</p>"
    )
  }
}

/// An application's own context, as an app with a login would have.
struct AppContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
  }
}

/// Only `session=alice` may open `/me`; `session=mallory` is refused;
/// anyone else is sent to `/login`.
let cookieAccess = ScreenAccess { request, _ in
  switch request.cookies["session"] {
  case "alice": .allow(user: "alice")
  case "mallory": .refuse
  default: .redirect(to: "/login")
  }
}

func embeddedHost(access: ScreenAccess = .everyone, languages: [String] = ["en"]) -> WebHost {
  WebHost(
    pages: [WhoPage(), CounterPage()], sessions: SessionRegistry(factory: CounterFactory()),
    staticFiles: StaticFiles(files: [StaticFiles.file(name: "trellis.js", bytes: Array("//x".utf8))]
    ),
    configuration: WebHostConfiguration(languages: languages), access: access)
}

@Suite struct WebHostEmbeddingTests {
  @Test func addsItsRoutesToAnApplicationsRouterBesideItsOwn() async throws {
    let host = embeddedHost()
    let router = Router(context: AppContext.self)
    router.get("/health") { _, _ in #"{"status":"ok"}"# }
    host.addRoutes(to: router)
    try await host.application(router: router, configuration: .init()).test(.router) { client in
      try await client.execute(uri: "/health", method: .get) { response in
        #expect(String(buffer: response.body) == #"{"status":"ok"}"#)
      }
      try await client.execute(uri: "/counter?count=2", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains(#"<p id="count">2</p>"#))
        #expect(response.headers[.contentSecurityPolicy] != nil)
      }
    }
  }

  @Test func answersHEADForPagesAndStaticFilesWithoutABody() async throws {
    let host = embeddedHost()
    try await host.application(configuration: .init()).test(.router) { client in
      let script = host.staticFiles.url(for: "trellis.js")
      for uri in ["/counter?count=1", script] {
        let length = try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == .ok)
          return response.body.readableBytes
        }
        try await client.execute(uri: uri, method: .head) { response in
          #expect(response.status == .ok)
          #expect(response.body.readableBytes == 0)
          #expect(response.headers[.contentLength] == "\(length)")
        }
      }
      try await client.execute(uri: "/nowhere", method: .head) { response in
        #expect(response.status == .notFound)
      }
    }
  }

  @Test func theAccessHookAllowsRefusesOrRedirectsThePage() async throws {
    let host = embeddedHost(access: cookieAccess)
    try await host.application(configuration: .init()).test(.router) { client in
      try await client.execute(uri: "/me", method: .get, headers: [.cookie: "session=alice"]) {
        response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains(#"<p id="user">alice</p>"#))
      }
      try await client.execute(uri: "/me", method: .get, headers: [.cookie: "session=mallory"]) {
        response in
        #expect(response.status == .forbidden)
        #expect(response.headers[.contentSecurityPolicy] != nil)
      }
      for method in [HTTPRequest.Method.get, .head] {
        try await client.execute(uri: "/me?x=1", method: method) { response in
          #expect(response.status == .seeOther)
          #expect(response.headers[.location] == "/login")
        }
      }
    }
  }

  @Test func thePageTokenIsIssuedToTheAdmittedUser() async throws {
    let host = embeddedHost(access: cookieAccess)
    try await host.application(configuration: .init()).test(.router) { client in
      let html = try await client.execute(
        uri: "/me", method: .get, headers: [.cookie: "session=alice"]
      ) { String(buffer: $0.body) }
      let token = try #require(
        html.firstMatch(of: /content="([^"]+)" name="trellis-page"/).map { String($0.1) })
      let lifetime = Duration.seconds(60)
      #expect(host.sessions.pageTokens.isValid(token, user: "alice", maxAge: lifetime))
      #expect(!host.sessions.pageTokens.isValid(token, user: "bob", maxAge: lifetime))
      #expect(!host.sessions.pageTokens.isValid(token, maxAge: lifetime))
    }
  }

  @Test func thePagesLangFollowsTheRequestAmongTheOfferedLanguages() async throws {
    let host = embeddedHost(languages: ["en", "fr", "de"])
    try await host.application(configuration: .init()).test(.router) { client in
      let cases: [(String?, String)] = [
        ("fr-CH, fr;q=0.9, en;q=0.8", "fr"), ("de;q=0.5, fr;q=0", "de"), ("ja", "en"), (nil, "en"),
      ]
      for (header, lang) in cases {
        var headers = HTTPFields()
        if let header { headers[.acceptLanguage] = header }
        try await client.execute(uri: "/me", method: .get, headers: headers) { response in
          #expect(
            String(buffer: response.body).contains(#"<html lang="\#(lang)">"#), "\(header ?? "")")
        }
      }
    }
  }
}
