import Testing
import Trellis

@Suite struct ScreenRequestTests {
  @Test func readsHeadersInAnyCase() {
    let request = ScreenRequest(headers: [("User-Agent", "test"), ("X-Two", "a"), ("x-two", "b")])
    #expect(request.header("user-agent") == "test")
    #expect(request.header("X-TWO") == "a")
    #expect(request.header("missing") == nil)
  }

  @Test func readsCookiesFromEveryCookieHeader() {
    let request = ScreenRequest(headers: [
      ("Cookie", "session=abc; theme=dark"), ("cookie", "session=other;empty; flag="),
    ])
    #expect(request.cookies == ["session": "abc", "theme": "dark", "empty": "", "flag": ""])
  }

  @Test func ordersLanguagesByQualityThenPosition() {
    let request = ScreenRequest(headers: [
      ("Accept-Language", "de;q=0.5, fr-CH, fr;q=0.9, *;q=0.1, en;q=0.9, it;q=0")
    ])
    #expect(request.languages == ["fr-CH", "fr", "en", "de"])
    #expect(request.language == "fr-CH")
    #expect(ScreenRequest().language == nil)
  }

  @Test func reachesTheScreenThroughItsContext() {
    let context = ScreenContext(request: ScreenRequest(remoteAddress: "203.0.113.7", user: "ada"))
    #expect(context.request.user == "ada" && context.request.remoteAddress == "203.0.113.7")
  }
}
