import Foundation
import Screens
import Testing

@testable import WebHost

/// A session with no socket attached renders nothing: a running board's
/// generations are reduced, and the next socket gets one diff to the
/// board as it is then.
@Suite(.timeLimit(.minutes(1))) struct LiveScreenDetachedTests {
  @Test func aRunningBoardIsNotRenderedWhileDetachedAndCatchesUpInOneBatch() async throws {
    let registry = SessionRegistry(factory: ScreenCatalog([AnyScreen(GameOfLife())]))
    let token = registry.pageTokens.issue()
    let url = "/life?cells=bo-2bo-3o&running=true&speed=30"
    let first = try await registry.joinInProcess(
      .init(pageToken: token, sessionID: nil, lastBatch: 0, url: url))
    // The board runs: batches arrive while the socket is attached.
    var seen = 0
    var sessionID: String?
    let deadline = ContinuousClock.now.advanced(by: .seconds(20))
    while ContinuousClock.now < deadline {
      for message in await first.ready() {
        if case .joined(let joined) = message { sessionID = joined.sessionID }
        if case .update(let update) = message, let batch = update.batch { seen = max(seen, batch) }
      }
      if seen >= 3 { break }
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(seen >= 3)
    let id = try #require(sessionID)
    await first.session.detach(first.number)
    // Batches sent after the last read and before the detach are resent
    // on the join: one in that instant, more when the test is starved.
    let lastAttached = await first.session.lastBatch
    // About 20 generations pass with no socket, and no batch is made.
    try await Task.sleep(for: .milliseconds(700))
    #expect(await first.session.lastBatch == lastAttached)
    let resumed = try await registry.joinInProcess(
      .init(pageToken: token, sessionID: id, lastBatch: seen, url: url))
    let batches = await resumed.ready().compactMap { message -> Update? in
      if case .update(let update) = message, update.batch != nil { update } else { nil }
    }
    // One batch brings the page to the current board, where rendering every
    // generation queued one per tick (8 in this test before); after it come
    // the ticks since the join (one, or more when the test is starved).
    #expect(batches.contains { $0.batch == lastAttached + 1 })
    #expect(batches.map(\.batch) == batches.indices.map { seen + 1 + $0 })
    #expect(batches.allSatisfy { $0.operationsJSON?.isEmpty == false })
    await resumed.session.end(ProtocolError(.shutdown, "test over"))
  }
}
