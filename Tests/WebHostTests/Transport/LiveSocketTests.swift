import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import NIOCore
import Synchronization
import Testing

@testable import WebHost

/// The live socket's frame handling, over a raw loopback socket.
@Suite(.timeLimit(.minutes(1))) struct LiveSocketTests {
  private func event(_ sequence: Int, value: String = "") -> String {
    WireCodec.encode(
      ClientMessage.event(ClientEvent(sequence: sequence, handler: 1, payload: .init(value: value)))
    )
  }

  /// Frames until a text frame of kind `kind` (an update's `s` is an ack).
  private func next(_ kind: String, on socket: RawWebSocket) throws -> [String: Any]? {
    while let frame = try socket.receive(opcode: 1) {
      let object = jsonObject(frame.text)
      if matches(object, kind) { return object }
    }
    return nil
  }

  /// As ``next(_:on:)``, inflating compressed frames with the client's context.
  private func next(_ kind: String, on socket: RawWebSocket, inflater: inout ClientInflater)
    throws -> [String: Any]?
  {
    while let frame = try socket.receive(opcode: 1) {
      let text = frame.rsv1 ? try inflater.inflate(frame.payload) : frame.payload
      let object = jsonObject(String(decoding: text, as: UTF8.self))
      if matches(object, kind) { return object }
    }
    return nil
  }

  private func matches(_ object: [String: Any], _ kind: String) -> Bool {
    let type = object["t"] as? String
    return type == kind || (kind == "ack" && type == "u")
  }

  @Test func fragmentsAreAssembledAndPingsAnsweredBetweenThem() async throws {
    let (host, factory) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let join = WireCodec.encode(joinMessage(host))
      let text = Array(event(1).utf8)
      let pong = try await withRawWebSocket(port: try #require(client.port)) { socket in
        try socket.send(join)
        _ = try next("joined", on: socket)
        try socket.send(opcode: 1, Array(text[0..<5]), fin: false)
        try socket.send(opcode: 9, Array("are you there".utf8))
        try socket.send(opcode: 0, Array(text[5..<12]), fin: false)
        try socket.send(opcode: 0, Array(text[12...]))
        let pong = try socket.receive(opcode: 10)
        #expect(try next("ack", on: socket)?["s"] as? Int == 1)
        return pong?.text
      }
      #expect(pong == "are you there")
      #expect(factory.made.withLock { $0[0].applied.withLock { $0 } } == [1])
    }
  }

  @Test func binaryAndInvalidUTF8GetTheProtocolErrorAndTheSessionGoesOn() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let join = WireCodec.encode(joinMessage(host))
      let event = event(1)
      let codes = try await withRawWebSocket(port: try #require(client.port)) { socket in
        try socket.send(join)
        _ = try next("joined", on: socket)
        try socket.send(opcode: 2, [1, 2, 3])
        let binary = try next("error", on: socket)?["code"] as? String
        try socket.send(opcode: 1, [0x7B, 0xC3, 0x28, 0x7D])
        let invalid = try next("error", on: socket)?["code"] as? String
        try socket.send(event)
        let acked = try next("ack", on: socket)?["s"] as? Int
        return [binary, invalid, acked.map(String.init)]
      }
      #expect(codes == ["message.malformed", "message.malformed", "1"])
    }
  }

  @Test func aMessageAssembledPastTheMaximumCloses1009() async throws {
    let (host, _) = makeHost(
      configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"], maxFrameBytes: 4096))
    _ = try await makeApplication(host).test(.live) { client in
      let code = try await withRawWebSocket(port: try #require(client.port)) { socket in
        try socket.send(opcode: 1, Array(repeating: 0x20, count: 3000), fin: false)
        try socket.send(opcode: 0, Array(repeating: 0x20, count: 3000))
        return try socket.receive(opcode: 8)?.closeCode
      }
      #expect(code == 1009)
    }
  }

  @Test func oneFramePastTheMaximumCloses1009AndTheSocketEnds() async throws {
    // The header alone is refused: the payload is never waited for.
    let (host, _) = makeHost(
      configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"], maxFrameBytes: 4096))
    _ = try await makeApplication(host).test(.live) { client in
      let (code, after) = try await withRawWebSocket(port: try #require(client.port)) { socket in
        // The header alone (a masked text frame of 5,000 bytes): with the
        // payload unread, the server's close would reset the connection.
        try socket.sendRaw([0x81, 0x80 | 126, 0x13, 0x88, 1, 2, 3, 4])
        return (try socket.receive(opcode: 8)?.closeCode, try socket.receive())
      }
      #expect(code == 1009 && after == nil)
    }
  }

  @Test func aJoinedSocketReadsIntoOneSmallBuffer() async throws {
    // NIO keeps a buffer per read of a wake-up, as large as its allocator
    // ever asked: an idle socket holds one, small.
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let join = WireCodec.encode(joinMessage(host))
      let (reads, initial) = try await withRawWebSocket(port: try #require(client.port)) {
        socket in
        try socket.send(join)
        _ = try next("joined", on: socket)
        let channel = try #require(host.sockets.channels.first)
        let allocator = try channel.getOption(ChannelOptions.recvAllocator).wait()
        return (
          try channel.getOption(ChannelOptions.maxMessagesPerRead).wait(),
          (allocator as? SmallReadAllocator)?.size
        )
      }
      #expect(reads == 1 && initial == 256)
    }
  }

  @Test func aFragmentedControlFrameCloses1002() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let code = try await withRawWebSocket(port: try #require(client.port)) { socket in
        try socket.send(opcode: 9, Array("ping".utf8), fin: false)
        return try socket.receive(opcode: 8)?.closeCode
      }
      #expect(code == 1002)
    }
  }

  @Test func theCloseHandshakeIsAnsweredAndTheConnectionEnds() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let join = WireCodec.encode(joinMessage(host))
      let (code, after) = try await withRawWebSocket(port: try #require(client.port)) { socket in
        try socket.send(join)
        _ = try next("joined", on: socket)
        try socket.send(opcode: 8, [0x03, 0xE8])
        return (try socket.receive(opcode: 8)?.closeCode, try socket.receive())
      }
      #expect(code == 1000 && after == nil)
    }
  }

  @Test func aDeflateBombCloses1009() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let bomb = [UInt8](repeating: 0x20, count: 2 << 20).withUnsafeBytes {
        MessageDeflate.deflate($0, maxWindowBits: 15)
      }
      let (head, code) = try await withRawWebSocket(
        port: try #require(client.port), extensions: "permessage-deflate"
      ) { socket in
        try socket.send(opcode: 1, bomb, rsv1: true)
        return (socket.responseHead, try socket.receive(opcode: 8)?.closeCode)
      }
      #expect(head.contains("client_no_context_takeover"))
      #expect(code == 1009)
    }
  }

  @Test func aClientKeepingItsDeflateContextIsFollowedMessageByMessage() async throws {
    let (host, factory) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let messages =
        [WireCodec.encode(joinMessage(host))]
        + (1...20).map { event($0, value: String(repeating: "typing ", count: $0)) }
      let (head, acked) = try await withRawWebSocket(
        port: try #require(client.port), extensions: "permessage-deflate; client_max_window_bits"
      ) { socket in
        var deflater = ClientDeflater(windowBits: 9)
        // The server keeps its context too: its frames refer to earlier ones.
        var inflater = ClientInflater(windowBits: 15)
        var acked = 0
        for (index, message) in messages.enumerated() {
          try socket.send(opcode: 1, deflater.deflate(Array(message.utf8)), rsv1: true)
          if index > 0 {
            acked = try next("ack", on: socket, inflater: &inflater)?["s"] as? Int ?? acked
          }
        }
        return (socket.responseHead, acked)
      }
      #expect(head.contains("permessage-deflate; client_max_window_bits=9"))
      #expect(acked == 20)
      #expect(factory.made.withLock { $0[0].applied.withLock { $0 } } == Array(1...20))
    }
  }

  @Test func serverMessagesAreDeflatedWhenThatPaysAndInflateOnTheirOwn() throws {
    let terms = try #require(
      DeflateNegotiation.accept(
        offers: ["permessage-deflate; server_no_context_takeover"], clientWindowBits: 9))
    var deflater = DeflateContext(
      maxWindowBits: terms.serverMaxWindowBits, keepsContext: terms.serverKeepsContext)
    let long = Array(
      (#"{"t":"u","b":1,"s":0,"ops":["# + String(repeating: #"[1,"row"],"#, count: 200) + "0]}")
        .utf8)
    let packed = try #require(long.withUnsafeBytes { deflater.deflate($0) })
    #expect(packed.count * 10 < long.count)
    var context = InflateContext(windowBits: nil)
    #expect(try context.inflate(packed, limit: 1 << 20) == long)
    let short = Array(#"{"t":"ack","s":1}"#.utf8)
    #expect(short.withUnsafeBytes { deflater.deflate($0) } == nil)
    #expect(deflater.history.isEmpty)
  }

  @Test func aForeignOriginGets403WithTheSecurityHeaders() async throws {
    let (host, factory) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let response = try await rawHTTP(
        port: port,
        request: "GET /live HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://evil.example\r\n"
          + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
      #expect(response.hasPrefix("HTTP/1.1 403"))
      let lower = response.lowercased()
      #expect(lower.contains("content-security-policy:") && lower.contains("x-frame-options: deny"))
      #expect(lower.contains("content-type: text/plain"))
      #expect(factory.made.withLock { $0.isEmpty })
    }
  }
}
