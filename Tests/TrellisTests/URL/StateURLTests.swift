import Testing
import Trellis

@Suite struct StateURLTests {
  @Test func parsesPathAndQuery() throws {
    let url = try StateURL(parsing: "/todo?filter=done&q=milk+and%20eggs#top")
    #expect(url.path == "/todo")
    #expect(url.value("filter") == "done")
    #expect(url.value("q") == "milk and eggs")
    #expect(url.value("missing") == nil)
  }

  @Test func targetRoundTripsAnyText() throws {
    let url = StateURL(path: "/a b/ü", query: [.init("name", "x&y=z/ü+%"), .init("e", "")])
    let parsed = try StateURL(parsing: url.target)
    #expect(parsed == url)
    #expect(!url.target.contains(" "))
  }

  @Test(arguments: ["nopath", "/bad%2", "/bad%zz", "/?a=1&a=2", "/?=x", "/%ff%fe", "/?a=%0a"])
  func rejectsMalformedTargets(_ target: String) {
    #expect {
      try StateURL(parsing: target)
    } throws: { error in
      guard case .malformed = error as? URLStateError else { return false }
      return true
    }
  }

  @Test func rejectsOversizeTargets() {
    let limits = URLLimits(maxTargetBytes: 20)
    let target = "/" + String(repeating: "a", count: 30)
    #expect(throws: URLStateError.oversize(limit: 20, actual: 31)) {
      try StateURL(parsing: target, limits: limits)
    }
  }

  @Test func everyErrorHasAMessage() {
    let errors: [URLStateError] = [
      .malformed("x"), .oversize(limit: 1, actual: 2), .inflatedTooLarge(limit: 3), .invalid("y"),
      .badSignature,
    ]
    for error in errors { #expect(error.message.count > 10) }
  }
}
