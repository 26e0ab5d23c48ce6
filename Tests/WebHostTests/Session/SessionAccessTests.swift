import Testing

@testable import WebHost

/// A session belongs to the user its page was served to.
@Suite struct SessionAccessTests {
  @Test func aSocketJoinsOnlyAsTheUserThePageWasServedTo() async throws {
    let harness = SessionHarness()
    let token = harness.registry.pageTokens.issue(user: "alice")
    let join = ClientMessage.Join(pageToken: token, sessionID: nil, lastBatch: 0, url: "/counter")
    await #expect(throws: ProtocolError.self) {
      try await harness.registry.join(join, request: ScreenRequest(user: "bob"))
    }
    await #expect(throws: ProtocolError.self) { try await harness.registry.join(join) }
    let (session, _) = try await harness.registry.join(join, request: ScreenRequest(user: "alice"))
    var resume = join
    resume.sessionID = session.id
    do {
      _ = try await harness.registry.join(resume, request: ScreenRequest(user: "bob"))
      Issue.record("bob resumed alice's session")
    } catch {
      #expect(error.code == .sessionForbidden)
    }
    let (resumed, _) = try await harness.registry.join(
      resume, request: ScreenRequest(user: "alice"))
    #expect(resumed === session)
  }

  @Test func anonymousTokensReadAsBefore() {
    let tokens = PageTokens()
    let token = tokens.issue()
    #expect(tokens.isValid(token, maxAge: .seconds(60)))
    #expect(tokens.isValid(token, user: nil, maxAge: .seconds(60)))
    #expect(!tokens.isValid(token, user: "alice", maxAge: .seconds(60)))
  }
}
