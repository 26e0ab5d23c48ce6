import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import NIOWebSocket
import Screens
import Testing

@testable import WebHost

/// Live navigation over one socket: the old screen's session ends, the new
/// one arrives whole in one frame, bound to a page token of its own.
@Suite(.timeLimit(.minutes(1))) struct SessionRegistryNavigationTests {
  @Test func goMountsTheNewScreenInOneFrameAndEndsTheOldOnesEffects() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter?count=3"))
        let first = try #require(try await reader.next("joined"))
        // “+1 in 1 s”: an effect that would land a second later.
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: CounterHandlers.later)))
        #expect(try await reader.raw()?["b"] as? Int == 1)
        try await outbound.send(.go(url: "/steps?step=2", push: true))
        let entry = try #require(try await reader.raw())
        #expect(entry["t"] as? String == "joined" && entry["resumed"] as? Bool == false)
        #expect(entry["session"] as? String != first["session"] as? String)
        #expect((entry["page"] as? String)?.isEmpty == false)
        #expect(entry["b"] as? Int == 1 && entry["s"] as? Int == 0)
        #expect(entry["url"] as? String == "/steps?step=2" && entry["push"] as? Bool == true)
        #expect((entry["title"] as? String)?.isEmpty == false)
        let ops = try JSONSerialization.data(withJSONObject: entry["ops"] ?? [])
        // The whole root is replaced: one operation at the empty path.
        #expect(String(decoding: ops, as: UTF8.self).hasPrefix("[[9,"))
        // The counter's pending effect was cancelled: past its second, only the pong comes.
        try await Task.sleep(for: .milliseconds(1300))
        try await outbound.send(.ping(7))
        #expect(try await reader.raw()?["t"] as? String == "pong")
        // The new session numbers events from 1.
        try await outbound.send(.ack(batch: 1))
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aPathThatIsNoLiveScreenIsAnsweredWithLoadAndTheScreenStays() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter?count=3"))
        _ = try await reader.next("joined")
        try await outbound.send(.go(url: "/health", push: true))
        let load = try #require(try await reader.raw())
        #expect(load["t"] as? String == "load" && load["url"] as? String == "/health")
        // A URL the screen's codec refuses is loaded as a page too (which says why).
        try await outbound.send(.go(url: "/counter?count=x", push: true))
        #expect(try await reader.raw()?["t"] as? String == "load")
        // The counter's session goes on.
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: CounterHandlers.plus)))
        #expect(try await reader.raw()?["url"] as? String == "/counter?count=4")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func theNewPagesTokenRebuildsTheNewScreenAfterARestart() async throws {
    let keyFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-nav-\(UUID().uuidString).key").path
    defer { try? FileManager.default.removeItem(atPath: keyFile) }
    func start() throws -> SessionRegistry {
      let catalog = ScreenCatalog([AnyScreen(Counter()), AnyScreen(Steps())])
      return SessionRegistry(factory: catalog, pageTokens: try PageTokens(keyFile: keyFile))
    }
    let old = try start()
    let (counter, _) = try await old.join(
      .init(pageToken: old.pageTokens.issue(), sessionID: nil, lastBatch: 0, url: "/counter"))
    let moved = try #require(
      await old.navigate(from: counter, to: "/steps?step=2", push: true, request: ScreenRequest()))
    let (steps, socket) = moved
    let ended = await counter.endReason
    #expect(await old.count == 1 && ended != nil)
    guard case .joined(let joined) = try #require(await steps.nextReady(for: socket)) else {
      Issue.record("the first frame is not joined")
      return
    }
    let token = try #require(joined.pageToken)
    #expect(joined.entry?.url == "/steps?step=2")
    // A server restart: the same key, no sessions. The new page's token
    // and session rebuild the steps screen from its URL.
    let restarted = try start()
    let (rebuilt, _) = try await restarted.join(
      .init(pageToken: token, sessionID: steps.id, lastBatch: 1, url: "/steps?step=2"))
    #expect(rebuilt.url == "/steps?step=2" && rebuilt.id != steps.id)
  }
}
