import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import NIOWebSocket
import Testing
import WSCore
import WebHost

/// Back and forward over a real socket: a `pop` shows the URL's state in the
/// same session (patches, a replaced URL, the title), numbered like events.
@Suite(.timeLimit(.minutes(1))) struct LiveScreenRestoreTests {
  /// The steps' handler ids in a freshly mounted view (document order).
  enum StepsHandlers {
    static let previous = 1
    static let next = 2
  }

  @Test func aPushingScreenPushesAndAPopRestoresWithoutANewEntry() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/steps"))
        _ = try await reader.next("joined")
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: StepsHandlers.next)))
        let pushed = try #require(try await reader.next("url"))
        #expect(pushed["url"] as? String == "/steps?step=2" && pushed["mode"] as? String == "push")
        try await outbound.send(.event(ClientEvent(sequence: 2, handler: StepsHandlers.next)))
        #expect(try await reader.next("url")?["url"] as? String == "/steps?step=3")
        _ = try await reader.next("ack")
        // Back to step 2: a patch, the entry replaced (never pushed), the title.
        try await outbound.send(.pop(sequence: 3, url: "/steps?step=2"))
        let patch = try #require(try await reader.next("patch"))
        #expect(patch["s"] as? Int == 3)
        let ops = try JSONSerialization.data(withJSONObject: patch["ops"] ?? [])
        #expect(String(decoding: ops, as: UTF8.self).contains(#"[1,"2"]"#))
        let restored = try #require(try await reader.next("url"))
        #expect(
          restored["url"] as? String == "/steps?step=2" && restored["mode"] as? String == "replace")
        #expect(try await reader.next("title")?["title"] as? String == "Step 2")
        #expect(try await reader.next("ack")?["s"] as? Int == 3)
        // The session goes on from the restored state.
        try await outbound.send(.event(ClientEvent(sequence: 4, handler: StepsHandlers.previous)))
        #expect(try await reader.next("url")?["url"] as? String == "/steps")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test(arguments: ["/steps?step=9", "/counter?count=1", "/steps?step=%zz"])
  func aBadPopURLIsAProtocolErrorAndNothingChanges(_ url: String) async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/steps?step=3"))
        _ = try await reader.next("joined")
        try await outbound.send(.pop(sequence: 1, url: url))
        let error = try #require(try await reader.next("error"))
        #expect(error["code"] as? String == "url.invalid" && error["fatal"] as? Bool == false)
        #expect(error["s"] as? Int == 1)
        #expect(try await reader.next("ack")?["s"] as? Int == 1)
        // Still at step 3: the next click leads to step 4.
        try await outbound.send(.event(ClientEvent(sequence: 2, handler: StepsHandlers.next)))
        #expect(try await reader.next("url")?["url"] as? String == "/steps?step=4")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aPopCancelsTheEffectsOfTheAbandonedState() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter?count=3"))
        _ = try await reader.next("joined")
        // “+1 in 1 s”, then back to an earlier count before it lands.
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: CounterHandlers.later)))
        _ = try await reader.next("ack")
        try await outbound.send(.pop(sequence: 2, url: "/counter?count=1"))
        #expect(try await reader.next("url")?["url"] as? String == "/counter?count=1")
        _ = try await reader.next("ack")
        try await Task.sleep(for: .milliseconds(1300))
        try await outbound.send(.event(ClientEvent(sequence: 3, handler: CounterHandlers.plus)))
        // 2, not 3: the delayed +1 of the abandoned state never landed.
        #expect(try await reader.next("url")?["url"] as? String == "/counter?count=2")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }
}
