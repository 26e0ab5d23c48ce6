import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import NIOWebSocket
import Screens
import Synchronization
import Testing
import WebHost

/// Live sessions of the real counter over a real socket on loopback.
@Suite(.timeLimit(.minutes(1))) struct LiveScreenTests {
  @Test func aClickSendsOneFrameWithPatchURLTitleAndAcknowledgement() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter?count=3"))
        #expect(try await reader.next("joined")?["resumed"] as? Bool == false)
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: CounterHandlers.plus)))
        let update = try #require(try await reader.raw())
        #expect(update["t"] as? String == "u")
        #expect(update["b"] as? Int == 1 && update["s"] as? Int == 1)
        let ops = try JSONSerialization.data(withJSONObject: update["ops"] ?? [])
        #expect(String(decoding: ops, as: UTF8.self).contains(#"[1,"4"]"#))
        #expect(update["url"] as? String == "/counter?count=4" && update["push"] == nil)
        #expect(update["title"] as? String == "Counter: 4")
        // Nothing else was sent for the click: the next frame answers a ping.
        try await outbound.send(.ping(5))
        #expect(try await reader.raw()?["t"] as? String == "pong")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aChangeAnEffectMakesIsShownOnceInOneFrame() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter?count=3"))
        _ = try await reader.next("joined")
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: CounterHandlers.later)))
        // The click shows the cancel button; the pending +1 is in the URL.
        let waiting = try #require(try await reader.raw())
        #expect(waiting["b"] as? Int == 1 && waiting["s"] as? Int == 1)
        #expect(waiting["url"] as? String == "/counter?count=3&waiting=true")
        // A second later the effect's action lands: one frame, everything in it.
        let landed = try #require(try await reader.raw())
        #expect(landed["t"] as? String == "u" && landed["b"] as? Int == 2)
        #expect(landed["url"] as? String == "/counter?count=4")
        #expect(landed["title"] as? String == "Counter: 4")
        try await outbound.send(.ping(9))
        #expect(try await reader.raw()?["t"] as? String == "pong")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func typingIntoTheLabelSendsItsValue() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter"))
        _ = try await reader.next("joined")
        try await outbound.send(
          .event(
            ClientEvent(
              sequence: 1, handler: CounterHandlers.label, payload: EventPayload(value: "figs"))))
        _ = try await reader.next("patch")
        #expect(try await reader.next("url")?["url"] as? String == "/counter?label=figs")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func anUnknownHandlerIsAnErrorAndTheSessionGoesOn() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter"))
        _ = try await reader.next("joined")
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 999)))
        let error = try #require(try await reader.next("error"))
        #expect(error["code"] as? String == "handler.unknown" && error["fatal"] as? Bool == false)
        try await outbound.send(.event(ClientEvent(sequence: 2, handler: CounterHandlers.plus)))
        #expect(try await reader.next("patch")?["s"] as? Int == 2)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func anExpiredSessionIsRebuiltFromItsURLAndAReplayedClickApplies() async throws {
    let (host, _) = makeScreenHost()
    let minus = try replayTarget(
      in: shownPage(Counter(), "/counter?count=8"), .click, where: attribute("id", "minus"))
    _ = try await makeApplication(host).test(.live) { client in
      let token = host.sessions.pageTokens.issue()
      // The server no longer knows the session: it rebuilds one from the URL.
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(
          join(host, url: "/counter?count=8", session: "AAAAAAAAAAAAAAAAAAAAAA", token: token))
        let joined = try #require(try await reader.next("joined"))
        #expect(joined["resumed"] as? Bool == false && joined["s"] as? Int == 0)
        #expect(joined["session"] as? String != "AAAAAAAAAAAAAAAAAAAAAA")
        // The page's click, named by where its button is, lands in the same state.
        try await outbound.send(
          .event(ClientEvent(sequence: 1, handler: CounterHandlers.minus, target: minus)))
        #expect(try await reader.next("url")?["url"] as? String == "/counter?count=7")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func resumingAfterADroppedSocketAppliesEachClickOnce() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      let token = host.sessions.pageTokens.issue()
      let id = try await openSession(client, host, url: "/counter", token: token) { _, outbound in
        for sequence in 1...3 {
          try await outbound.send(
            .event(ClientEvent(sequence: sequence, handler: CounterHandlers.plus)))
        }
      }
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/counter", session: id, token: token))
        #expect(try await reader.next("joined")?["resumed"] as? Bool == true)
        // Every unacknowledged click is resent, then one more.
        for sequence in 1...4 {
          try await outbound.send(
            .event(ClientEvent(sequence: sequence, handler: CounterHandlers.plus)))
        }
        var lastURL: String?
        while lastURL != "/counter?count=4" {
          guard let frame = try await reader.next() else { break }
          if frame["t"] as? String == "url" { lastURL = frame["url"] as? String }
        }
        #expect(lastURL == "/counter?count=4")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aURLLostWithTheSocketIsSentAgainOnResume() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      let token = host.sessions.pageTokens.issue()
      let id = try await openSession(client, host, url: "/counter?count=3", token: token) {
        reader, outbound in
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: CounterHandlers.plus)))
        // The server sends the URL and title; the browser never applies them.
        _ = try await reader.next("url")
        _ = try await reader.next("title")
      }
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        // The patch arrived (batch 1), the address bar still shows count=3.
        try await outbound.send(
          .join(
            .init(pageToken: token, sessionID: id, lastBatch: 1, url: "/counter?count=3")))
        #expect(try await reader.next("joined")?["resumed"] as? Bool == true)
        // Right after `joined`, before anything else happens.
        let url = try #require(try await reader.next())
        #expect(url["t"] as? String == "url")
        #expect(url["url"] as? String == "/counter?count=4" && url["mode"] as? String == "replace")
        #expect(try await reader.next("title")?["title"] as? String == "Counter: 4")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aResumeShowingTheCurrentURLSendsNoURL() async throws {
    let (host, _) = makeScreenHost()
    _ = try await makeApplication(host).test(.live) { client in
      let token = host.sessions.pageTokens.issue()
      let id = try await openSession(client, host, url: "/counter?count=3", token: token)
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(
          .join(
            .init(pageToken: token, sessionID: id, lastBatch: 0, url: "/counter?count=3")))
        _ = try await reader.next("joined")
        // The next frame answers this event: nothing was queued before it.
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: CounterHandlers.plus)))
        #expect(try await reader.next()?["t"] as? String == "patch")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }
}

/// Joins `url` on a first socket, runs `body` on it after `joined`, lets the
/// socket drop, and returns the session's id: the first half of a resume.
private func openSession(
  _ client: some TestClientProtocol, _ host: WebHost, url: String, token: String,
  _ body: @escaping @Sendable (inout FrameReader, WebSocketOutboundWriter) async throws -> Void = {
    _, _ in
  }
) async throws -> String {
  let sessionID = Mutex<String?>(nil)
  try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
    inbound, outbound, _ in
    var reader = FrameReader(inbound)
    try await outbound.send(join(host, url: url, token: token))
    let joined = try await reader.next("joined")
    sessionID.withLock { $0 = joined?["session"] as? String }
    try await body(&reader, outbound)
  }
  return try #require(sessionID.withLock { $0 })
}
