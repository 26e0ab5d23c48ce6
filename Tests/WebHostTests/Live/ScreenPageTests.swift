import Hummingbird
import HummingbirdTesting
import Testing
import WebHost

/// `GET` of a real screen: the page in the URL's state, or a 400.
@Suite struct ScreenPageTests {
  @Test func rendersTheCounterInADeepLinkedState() async throws {
    let (host, _) = makeScreenHost()
    try await makeApplication(host).test(.router) { client in
      try await client.execute(uri: "/counter?count=3&label=pears", method: .get) { response in
        #expect(response.status == .ok)
        let html = String(buffer: response.body)
        #expect(html.contains(#"<output id="count">3</output>"#))
        #expect(html.contains(#"value="pears""#))
        #expect(html.contains("<title>pears: 3</title>"))
        #expect(html.contains(#"<div id="trellis-root"><main class="counter">"#))
        #expect(html.contains(#"data-t-click="\#(CounterHandlers.plus)""#))
        #expect(!html.contains("<script>") && !html.contains(" onclick="))
      }
    }
  }

  @Test func rendersTheHomePageWithALinkToEachScreen() async throws {
    let (host, _) = makeScreenHost()
    try await makeApplication(host).test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains(#"<a href="/counter?count=3">Counter</a>"#))
      }
    }
  }

  @Test(arguments: [
    ("/counter?count=-1", "between 0 and"),
    ("/counter?count=abc", "must be an integer"),
    ("/counter?colour=red", "unknown parameter"),
    ("/counter?count=%zz", "malformed"),
    ("/counter?label=" + String(repeating: "x", count: 300), "at most 200"),
    ("/counter?count=" + String(repeating: "9", count: 9000), "too long"),
  ])
  func answersEachBadURLWithA400(_ target: String, _ phrase: String) async throws {
    let (host, _) = makeScreenHost()
    try await makeApplication(host).test(.router) { client in
      try await client.execute(uri: target, method: .get) { response in
        #expect(response.status == .badRequest)
        #expect(String(buffer: response.body).contains(phrase))
      }
      // The server stays up.
      try await client.execute(uri: "/counter", method: .get) { response in
        #expect(response.status == .ok)
      }
    }
  }
}
