import Testing

@testable import WebHost

@Suite struct SessionRegistryTests {
  @Test func sessionIDsAreUnguessableAndDistinct() async throws {
    let harness = SessionHarness()
    var ids: Set<String> = []
    for _ in 0..<50 { ids.insert(try await harness.join().0.id) }
    #expect(ids.count == 50)
    #expect(ids.allSatisfy { Base64URL.decode($0)?.count == 16 })
  }

  @Test func aSessionResumesOnlyFromItsOwnPage() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    await session.detach(socket)
    await #expect(throws: ProtocolError.self) {
      try await harness.join(sessionID: session.id, pageToken: harness.registry.pageTokens.issue())
    }
    let (resumed, _) = try await harness.join(sessionID: session.id, pageToken: session.pageToken)
    #expect(resumed === session)
  }

  @Test func aDetachedSessionExpiresAfterTheGracePeriod() async throws {
    let harness = SessionHarness(limits: SessionLimits(gracePeriod: .seconds(10)))
    let (session, socket) = try await harness.join()
    await session.detach(socket)
    harness.clock.advance(by: .seconds(5))
    #expect(await harness.registry.sweep() == 0)
    harness.clock.advance(by: .seconds(6))
    #expect(await harness.registry.sweep() == 1)
    #expect(await harness.registry.count == 0)
    // Joining it again gets a session rebuilt from the URL, for replay.
    let (rebuilt, _) = try await harness.join(sessionID: session.id, pageToken: session.pageToken)
    #expect(rebuilt.id != session.id)
    #expect(await rebuilt.lastApplied == 0)
  }

  @Test func aConnectedSessionDoesNotExpire() async throws {
    let harness = SessionHarness(limits: SessionLimits(gracePeriod: .seconds(10)))
    _ = try await harness.join()
    harness.clock.advance(by: .seconds(60))
    #expect(await harness.registry.sweep() == 0)
  }

  @Test func expiredSessionsAreEndedAndStopped() async throws {
    let harness = SessionHarness(limits: SessionLimits(gracePeriod: .seconds(10)))
    var sessions: [Session] = []
    for _ in 0..<3 {
      let (session, socket) = try await harness.join()
      await session.detach(socket)
      sessions.append(session)
    }
    harness.clock.advance(by: .seconds(11))
    #expect(await harness.registry.sweep() == 3)
    for session in sessions {
      #expect(await session.endReason?.code == .sessionExpired)
    }
  }

  @Test func refusesForgedPageTokensOtherVersionsAndBadURLs() async throws {
    let harness = SessionHarness()
    let cases: [(ClientMessage.Join, ProtocolError.Code)] = [
      (.init(pageToken: "forged", sessionID: nil, lastBatch: 0, url: "/counter"), .pageExpired),
      (
        .init(
          version: 5, pageToken: harness.registry.pageTokens.issue(), sessionID: nil, lastBatch: 0,
          url: "/counter"), .version
      ),
      // A page from before protocol 4 reloads to get the new client.
      (
        .init(
          version: 3, pageToken: harness.registry.pageTokens.issue(), sessionID: nil, lastBatch: 0,
          url: "/counter"), .version
      ),
      (
        .init(
          pageToken: harness.registry.pageTokens.issue(), sessionID: nil, lastBatch: 0,
          url: "/nowhere"), .invalid
      ),
      (
        .init(
          pageToken: harness.registry.pageTokens.issue(), sessionID: nil, lastBatch: 0,
          url: "/bad%zz"), .invalid
      ),
    ]
    for (join, code) in cases {
      await #expect {
        try await harness.registry.join(join)
      } throws: { error in
        (error as? ProtocolError)?.code == code
      }
    }
    #expect(await harness.registry.count == 0)
  }
}
