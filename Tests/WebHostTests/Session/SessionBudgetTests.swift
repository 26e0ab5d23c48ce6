import Synchronization
import Testing

@testable import WebHost

/// What one client may cost: one session per page token, a bounded number
/// per address, a bounded outbox when it never reads, and a session taken
/// over tells its old socket why.
@Suite struct SessionBudgetTests {
  @Test func twoHundredJoinsWithOnePageTokenMountOneSession() async throws {
    let harness = SessionHarness()
    let token = harness.registry.pageTokens.issue()
    var refusals: [ProtocolError.Code] = []
    for _ in 0..<200 {
      do throws(ProtocolError) {
        _ = try await harness.registry.join(
          .init(pageToken: token, sessionID: nil, lastBatch: 0, url: "/counter"))
      } catch {
        refusals.append(error.code)
      }
    }
    #expect(await harness.registry.count == 1)
    #expect(harness.factory.made.withLock { $0.count } == 1)
    #expect(refusals == Array(repeating: .pageUsed, count: 199))
  }

  @Test func aPageTokenMountsAgainOnceItsSessionIsGone() async throws {
    let harness = SessionHarness(limits: SessionLimits(gracePeriod: .seconds(1)))
    let (session, socket) = try await harness.join()
    await session.detach(socket)
    harness.clock.advance(by: .seconds(2))
    #expect(await harness.registry.sweep() == 1)
    _ = try await harness.join(pageToken: session.pageToken)
    #expect(await harness.registry.count == 1)
  }

  @Test func anAddressHoldsABoundedNumberOfSessions() async throws {
    let harness = SessionHarness(limits: SessionLimits(maxSessionsPerAddress: 3))
    func join(from address: String) async throws(ProtocolError) {
      _ = try await harness.registry.join(
        .init(
          pageToken: harness.registry.pageTokens.issue(), sessionID: nil, lastBatch: 0,
          url: "/counter"),
        request: ScreenRequest(remoteAddress: address))
    }
    for _ in 0..<3 { try await join(from: "10.0.0.1") }
    await #expect(throws: ProtocolError.self) { try await join(from: "10.0.0.1") }
    do throws(ProtocolError) {
      try await join(from: "10.0.0.1")
    } catch {
      #expect(error.code == .sessionLimit && error.isFatal)
    }
    try await join(from: "10.0.0.2")
    #expect(await harness.registry.count == 4)
  }

  @Test func aClientThatNeverReadsCannotGrowTheOutbox() async throws {
    let harness = SessionHarness(limits: SessionLimits(maxPendingMessages: 64))
    let (session, socket) = try await harness.join()
    // No writer is connected: nothing leaves the outbox.
    for number in 0..<5_000 {
      await session.receive(.ping(number), from: socket)
      await session.report(ProtocolError(.malformed, "not JSON"), from: socket)
      await session.receive(event(1), from: socket)
    }
    let queued = await session.outbox
    #expect(queued.count <= 64 + 1)
    // The newest acknowledgement is kept.
    let acks = queued.compactMap { if case .ack(let s) = $0 { s } else { nil } }
    #expect(acks.last == 1)
  }

  @Test func aSessionTakenOverTellsTheOldSocketWhy() async throws {
    let harness = SessionHarness()
    let (session, first) = try await harness.join()
    let link = RecordingLink()
    await session.connect(link, to: first)
    let (_, second) = try await harness.join(sessionID: session.id, pageToken: session.pageToken)
    #expect(second != first)
    let errors = link.hangUps.withLock { $0 }
    #expect(errors.map(\.code) == [.sessionMoved])
    #expect(errors.first?.isFatal == true)
  }
}
