import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Screens
import Testing
import WebHost

/// The no-JavaScript path: pages render their bound buttons and forms as
/// HTML forms posting to their own URL, and a post answers 303 to the URL
/// of the state it leads to.
@Suite struct NoScriptPostTests {
  let host: WebHost

  init() throws {
    host = try WebHost(
      screens: [AnyScreen(Counter()), AnyScreen(Todo())],
      configuration: WebHostConfiguration(allowedOrigins: ["http://gallery.test"]))
  }

  static let sameSite: HTTPFields = [
    .contentType: "application/x-www-form-urlencoded",
    HTTPField.Name("Sec-Fetch-Site")!: "same-origin",
  ]

  /// The page at `target`.
  func page(_ client: some TestClientProtocol, _ target: String) async throws -> String {
    try await client.execute(uri: target, method: .get) { response in
      #expect(response.status == .ok)
      return String(buffer: response.body)
    }
  }

  /// The value of the first `attribute` of the element whose start tag contains `marker`.
  func attribute(_ attribute: String, of marker: String, in html: String) -> String? {
    guard let start = html.range(of: marker) else { return nil }
    let tagStart = html[..<start.lowerBound].lastIndex(of: "<")!
    let tag = html[tagStart...].prefix { $0 != ">" }
    guard let found = tag.range(of: " \(attribute)=\"") else { return nil }
    return String(tag[found.upperBound...].prefix { $0 != "\"" })
  }

  /// Posts `body` to `target`; the status and the `Location` answered.
  func post(
    _ client: some TestClientProtocol, _ target: String, _ body: String,
    headers: HTTPFields = sameSite
  ) async throws -> (HTTPResponse.Status, String?, String) {
    try await client.execute(
      uri: target, method: .post, headers: headers, body: ByteBuffer(string: body)
    ) { response in
      (response.status, response.headers[.location], String(buffer: response.body))
    }
  }

  @Test func boundButtonsSubmitTheShellsFormWithTheirHandlerID() async throws {
    try await makeApplication(host).test(.router) { client in
      let html = try await page(client, "/counter?count=3")
      #expect(attribute("form", of: #"id="plus""#, in: html) == "trellis-post")
      #expect(attribute("type", of: #"id="plus""#, in: html) == "submit")
      #expect(attribute("name", of: #"id="plus""#, in: html) == "_e")
      #expect(attribute("value", of: #"id="plus""#, in: html) != nil)
      #expect(html.contains(#"<form hidden id="trellis-post" method="post"></form>"#))
      // The label field posts with the shell's form, which then has an apply button first.
      #expect(attribute("form", of: #"id="label""#, in: html) == "trellis-post")
      let apply = try #require(html.range(of: "Apply changes"))
      #expect(apply.lowerBound < html.range(of: #"id="trellis-root""#)!.lowerBound)
    }
  }

  @Test func aClickPostedRedirectsToTheNextStatesURL() async throws {
    try await makeApplication(host).test(.router) { client in
      let html = try await page(client, "/counter?count=3")
      let plus = try #require(attribute("value", of: #"id="plus""#, in: html))
      let (status, location, _) = try await post(client, "/counter?count=3", "_e=\(plus)")
      #expect(status == .seeOther)
      #expect(location == "/counter?count=4")
      let minus = try #require(attribute("value", of: #"id="minus""#, in: html))
      // The edited label applies before the click, as it would have live.
      let (_, edited, _) = try await post(client, "/counter?count=3", "label=pears&_e=\(minus)")
      #expect(edited == "/counter?count=2&label=pears")
    }
  }

  @Test func anApplyWithoutActionAppliesTheChangedFieldsOnly() async throws {
    try await makeApplication(host).test(.router) { client in
      let (status, location, _) = try await post(client, "/counter?count=3", "label=apples")
      #expect(status == .seeOther)
      #expect(location == "/counter?count=3&label=apples")
      let (_, same, _) = try await post(client, "/counter?count=3&label=apples", "label=apples")
      #expect(same == "/counter?count=3&label=apples")
    }
  }

  @Test func aDelayedPlusLandsBeforeTheRedirect() async throws {
    try await makeApplication(host).test(.router) { client in
      let html = try await page(client, "/counter")
      let later = try #require(attribute("value", of: #"id="later""#, in: html))
      let (_, location, _) = try await post(client, "/counter", "_e=\(later)")
      #expect(location == "/counter?count=1")
    }
  }

  @Test func todoAddsTogglesAndDeletesWithoutJavaScript() async throws {
    try await makeApplication(host).test(.router) { client in
      var html = try await page(client, "/todo")
      let form = try #require(attribute("value", of: #"form="new-todo""#, in: html))
      #expect(attribute("method", of: #"id="new-todo""#, in: html) == "post")
      var (status, location, _) = try await post(client, "/todo", "title=Eggs&_e=\(form)")
      #expect(status == .seeOther)
      #expect(location == "/todo?todo1=Eggs")
      html = try await page(client, "/todo?todo1=Eggs")
      // The checkbox posts with the shell's form; checked, then applied.
      let toggle = try #require(attribute("name", of: #"class="toggle""#, in: html))
      (_, location, _) = try await post(client, "/todo?todo1=Eggs", "\(toggle)=on")
      #expect(location == "/todo?done1=Eggs")
      html = try await page(client, "/todo?done1=Eggs")
      let delete = try #require(attribute("value", of: #"class="delete""#, in: html))
      // The checkbox left checked is no change; the delete applies.
      (_, location, _) = try await post(client, "/todo?done1=Eggs", "\(toggle)=on&_e=\(delete)")
      #expect(location == "/todo")
    }
  }

  @Test(arguments: [
    ("_e=99999", "no action 99999"),
    ("_e=abc", "not a handler id"),
    ("_e=1&_e=2", "more than one action"),
    ("label=%zz", "broken %-escape"),
    ("label=%00", "control character"),
    ("=x", "no name"),
  ])
  func aBadFormGetsA400SayingWhatIsWrong(_ body: String, _ phrase: String) async throws {
    try await makeApplication(host).test(.router) { client in
      let (status, _, page) = try await post(client, "/counter?count=1", body)
      #expect(status == .badRequest)
      #expect(page.contains(phrase))
    }
  }

  @Test func aBadURLOrAnUnknownPathIsAnsweredAsForGET() async throws {
    try await makeApplication(host).test(.router) { client in
      let (bad, _, page) = try await post(client, "/counter?count=-4", "")
      #expect(bad == .badRequest && page.contains("between 0 and"))
      let (missing, _, _) = try await post(client, "/nowhere", "")
      #expect(missing == .notFound)
    }
  }

  @Test func aPostFromAnotherSiteIsRefused() async throws {
    try await makeApplication(host).test(.router) { client in
      let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
      var crossSite = form
      crossSite[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
      var foreign = form
      foreign[.origin] = "https://evil.test"
      var allowed = form
      allowed[.origin] = "http://gallery.test"
      for headers in [form, crossSite, foreign] {
        let (status, _, _) = try await post(client, "/counter", "label=x", headers: headers)
        #expect(status == .forbidden)
      }
      let (status, _, _) = try await post(client, "/counter", "label=x", headers: allowed)
      #expect(status == .seeOther)
    }
  }

  @Test func aBodyThatIsNoFormOrTooLargeIsRefused() async throws {
    try await makeApplication(host).test(.router) { client in
      var json = Self.sameSite
      json[.contentType] = "application/json"
      let (unsupported, _, _) = try await post(client, "/counter", "{}", headers: json)
      #expect(unsupported == .unsupportedMediaType)
      let huge = "label=" + String(repeating: "a", count: 70_000)
      let (tooLarge, _, _) = try await post(client, "/counter", huge)
      #expect(tooLarge == .contentTooLarge)
    }
  }
}
