import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import NIOWebSocket
import Testing

@testable import WebHost

/// A screen joined over a socket runs on that socket's event loop; one
/// joined in process runs on the shared pool.
@Suite(.timeLimit(.minutes(1))) struct SessionEventLoopTests {
  @Test func aSocketsScreenRunsOnItsLoopAndStillAnswersEveryClick() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter"))
        let id = try #require(try await reader.next("joined")?["session"] as? String)
        let session = try #require(await host.sessions.session(id))
        #expect(session.eventLoop != nil)
        // Each click goes through the loop-bound path and is answered in order.
        for count in 1...5 {
          try await outbound.send(
            .event(ClientEvent(sequence: count, handler: CounterHandlers.plus)))
          #expect(try await reader.next("url")?["url"] as? String == "/counter?count=\(count)")
          #expect(try await reader.next("ack")?["s"] as? Int == count)
        }
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aScreenJoinedInProcessRunsOnThePool() async throws {
    let (host, _) = makeScreenHost()
    let joined = try await host.sessions.joinInProcess(
      .init(
        pageToken: host.sessions.pageTokens.issue(), sessionID: nil, lastBatch: 0, url: "/counter"))
    #expect(joined.session.eventLoop == nil)
    await joined.session.end(ProtocolError(.shutdown, "test over"))
  }

  @Test func aJoiningTasksLoopPicksTheScreensExecutor() {
    if case .loop = ScreenExecutor.forNewScreen() { Issue.record("no socket, yet a loop") }
  }
}
