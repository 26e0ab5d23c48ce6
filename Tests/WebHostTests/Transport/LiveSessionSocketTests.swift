import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSCompression
import HummingbirdWSTesting
import NIOWebSocket
import Synchronization
import Testing
import WebHost

@Suite(.timeLimit(.minutes(1))) struct LiveSessionSocketTests {
  @Test func aSessionRunsTheFullEventPatchAckCycle() async throws {
    let (host, factory) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host))
        let joined = try await reader.next("joined")
        #expect(joined?["resumed"] as? Bool == false && joined?["s"] as? Int == 0)
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 1)))
        let patch = try await reader.next("patch")
        #expect(patch?["b"] as? Int == 1 && patch?["s"] as? Int == 1)
        #expect(try await reader.next("ack")?["s"] as? Int == 1)
        // A duplicate is acknowledged and not applied again.
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 1)))
        #expect(try await reader.next("ack")?["s"] as? Int == 1)
        try await outbound.send(.ack(batch: 1))
        try await outbound.send(.ping(5))
        #expect(try await reader.next("pong")?["n"] as? Int == 5)
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(factory.made.withLock { $0[0].applied.withLock { $0 } } == [1])
    }
  }

  @Test func resumingResendsUnacknowledgedEventsAndAppliesEachOnce() async throws {
    let (host, factory) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let token = host.sessions.pageTokens.issue()
      let sessionID = Mutex<String?>(nil)
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host, token: token))
        let joined = try await reader.next("joined")
        sessionID.withLock { $0 = joined?["session"] as? String }
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 1)))
        try await outbound.send(.event(ClientEvent(sequence: 2, handler: 1)))
        // The socket drops before any acknowledgement is read.
      }
      let id = try #require(sessionID.withLock { $0 })
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host, session: id, token: token, lastBatch: 0))
        let joined = try #require(try await reader.next("joined"))
        #expect(joined["resumed"] as? Bool == true)
        // Resend everything not acknowledged, plus one new event.
        for sequence in 1...3 {
          try await outbound.send(.event(ClientEvent(sequence: sequence, handler: 1)))
        }
        var acked = 0
        while acked < 3, let frame = try await reader.next("ack") {
          acked = frame["s"] as? Int ?? acked
        }
        #expect(acked == 3)
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(factory.made.withLock { $0.count } == 1)
      #expect(factory.made.withLock { $0[0].applied.withLock { $0 } } == [1, 2, 3])
      #expect(factory.made.withLock { $0[0].count.withLock { $0 } } == 3)
    }
  }

  @Test func anExpiredSessionIsRebuiltForTheClientToReplayInto() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host, session: "AAAAAAAAAAAAAAAAAAAAAA"))
        let joined = try await reader.next("joined")
        #expect(joined?["resumed"] as? Bool == false && joined?["s"] as? Int == 0)
        #expect(joined?["session"] as? String != "AAAAAAAAAAAAAAAAAAAAAA")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func badFramesGetAProtocolErrorAndTheSessionSurvives() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host))
        _ = try await reader.next("joined")
        let bad: [(String, String)] = [
          ("{nope", "message.malformed"),
          (#"{"t":"teleport"}"#, "message.unknown-kind"),
          (#"{"t":"e","s":"one","h":1}"#, "message.invalid"),
          (#"{"t":"e","s":5,"h":1}"#, "seq.gap"),
          (#"{"t":"e","s":1,"h":404}"#, "handler.unknown"),
          (
            #"{"t":"e","s":2,"h":1,"v":""# + String(repeating: "x", count: 70_000) + #""}"#,
            "message.oversize"
          ),
        ]
        for (text, code) in bad {
          try await outbound.write(.text(text))
          #expect(try await reader.next("error")?["code"] as? String == code)
        }
        try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
        #expect(try await reader.next("error")?["code"] as? String == "message.malformed")
        try await outbound.send(.event(ClientEvent(sequence: 2, handler: 1)))
        #expect(try await reader.next("patch")?["b"] as? Int == 1)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func theFirstMessageMustBeJoin() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 1)))
        #expect(try await reader.next("error")?["code"] as? String == "join.required")
      }
    }
  }

  @Test(arguments: [
    "Origin: http://evil.example\r\n", "Origin: null\r\n", "",
    "Origin: http://localhost:1\r\nOrigin: ws://localhost\r\n",
  ])
  func aForeignMissingOrRepeatedOriginIsRefused(_ originLines: String) async throws {
    let (host, factory) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let response = try await rawHTTP(
        port: port,
        request: "GET /live HTTP/1.1\r\nHost: localhost:\(port)\r\n\(originLines)"
          + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
      // A refused upgrade is answered 403 and closed.
      #expect(response.hasPrefix("HTTP/1.1 403") && !response.contains("101"))
      #expect(factory.made.withLock { $0.isEmpty })
    }
  }

  @Test func theEventRateIsLimited() async throws {
    let (host, _) = makeHost(limits: SessionLimits(eventBurst: 2, eventsPerSecond: 0.001))
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host))
        _ = try await reader.next("joined")
        for sequence in 1...3 {
          try await outbound.send(.event(ClientEvent(sequence: sequence, handler: 1)))
        }
        let error = try await reader.next("error")
        #expect(error?["code"] as? String == "rate.limited" && error?["s"] as? Int == 3)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func theSharedHeartbeatPingsAndHangsUpASilentPeer() async throws {
    // The timeout is long against the interval: a loaded machine that delays
    // the timer past the timeout would hang up before the first ping (2 s
    // was not enough while CPU-bound tests held the cooperative pool).
    let (host, _) = makeHost(
      limits: SessionLimits(
        heartbeatInterval: .milliseconds(50), heartbeatTimeout: .seconds(5)))
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host))
        _ = try await reader.next("joined")
        var kinds: [String] = []
        // Pings arrive; nothing is answered, so the socket is hung up.
        while let frame = try await reader.next(), let kind = frame["t"] as? String {
          kinds.append(kind)
          if kind == "error" {
            #expect(frame["code"] as? String == "heartbeat.timeout")
          }
        }
        #expect(kinds.first == "ping" && kinds.last == "error")
      }
      // The session outlives the dead socket, for a resume within the grace period.
      #expect(await host.sessions.count == 1)
    }
  }

  @Test func aClientKeepingItsDeflateContextWorksBothWays() async throws {
    let (host, factory) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      // hummingbird-websocket's client, asked to keep a 9-bit context and to
      // compress even short messages: an independent permessage-deflate.
      let configuration = WebSocketClientConfiguration(
        maxFrameSize: 1 << 20,
        extensions: [.perMessageDeflate(clientMaxWindow: 9, minFrameSizeToCompress: 16)])
      try await client.ws("/live", configuration: configuration) { inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host))
        _ = try await reader.next("joined")
        for sequence in 1...12 {
          try await outbound.send(
            .event(
              ClientEvent(
                sequence: sequence, handler: 1,
                payload: .init(value: String(repeating: "compress me ", count: sequence)))))
          #expect(try await reader.next("ack")?["s"] as? Int == sequence)
        }
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(factory.made.withLock { $0[0].applied.withLock { $0 } } == Array(1...12))
    }
  }

  @Test func aSessionWorksOverPerMessageDeflate() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let configuration = wsConfiguration(port: client.port, compression: true)
      try await client.ws("/live", configuration: configuration) { inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(joinMessage(host))
        _ = try await reader.next("joined")
        try await outbound.send(
          .event(
            ClientEvent(
              sequence: 1, handler: 2, payload: .init(value: String(repeating: "7", count: 3)))))
        #expect(try await reader.next("patch")?["s"] as? Int == 1)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func theUpgradeNegotiatesPerMessageDeflate() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let response = try await rawHTTP(
        port: port,
        request:
          "GET /live HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
          + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          + "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n")
      #expect(response.hasPrefix("HTTP/1.1 101"))
      let extensions = response.split(separator: "\r\n").first {
        $0.lowercased().hasPrefix("sec-websocket-extensions:")
      }
      #expect(extensions?.contains("permessage-deflate") == true)
    }
  }
}
