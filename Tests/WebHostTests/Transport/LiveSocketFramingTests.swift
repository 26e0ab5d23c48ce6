import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOWebSocket
import Testing

@testable import WebHost

/// The socket's own frame reading over a raw loopback socket: the handshake,
/// frames split anyhow, and malformed frames closed with their code within
/// a second.
@Suite(.timeLimit(.minutes(1))) struct LiveSocketFramingTests {
  @Test func theHandshakeAnswersTheKeyAndNoFrameCodecSitsInThePipeline() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let join = WireCodec.encode(joinMessage(host))
      let (head, codecs) = try await withRawWebSocket(port: try #require(client.port)) { socket in
        try socket.send(join)
        _ = try socket.receive(opcode: 1)
        let channel = try #require(host.sockets.channels.first)
        let codecs = try channel.eventLoop.submit {
          let pipeline = channel.pipeline.syncOperations
          return [
            (try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)) != nil,
            (try? pipeline.handler(type: WebSocketFrameEncoder.self)) != nil,
            (try? pipeline.handler(type: LiveSocketHandler.self)) != nil,
          ]
        }.wait()
        return (socket.responseHead, codecs)
      }
      #expect(head.hasPrefix("HTTP/1.1 101"))
      #expect(head.contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="))
      #expect(codecs == [false, false, true])
    }
  }

  @Test func aJoinWrittenByteByByteIsRead() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let join = Array(WireCodec.encode(joinMessage(host)).utf8)
      let joined = try await withRawWebSocket(port: try #require(client.port)) { socket in
        // The bytes of one masked frame, written one at a time.
        var frame: [UInt8] =
          join.count < 126
          ? [0x81, 0x80 | UInt8(join.count)]
          : [0x81, 0x80 | 126, UInt8(join.count >> 8), UInt8(join.count & 0xFF)]
        let mask: [UInt8] = [9, 8, 7, 6]
        frame += mask + join.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        for byte in frame { try socket.sendRaw([byte]) }
        return try socket.receive(opcode: 1)?.text
      }
      #expect(joined.map(jsonObject)?["t"] as? String == "joined")
    }
  }

  @Test(
    arguments: [
      ("opcode 3", [0x83, 0x80, 1, 2, 3, 4], 1002),
      ("reserved bit 2", [0xA1, 0x80, 1, 2, 3, 4], 1002),
      ("a padded length", [0x81, 0x80 | 126, 0, 1, 1, 2, 3, 4, 0], 1002),
      ("a ping of 126 bytes", [0x89, 0x80 | 126, 0, 126], 1002),
      ("a 1 TB frame", [0x82, 0x80 | 127, 0, 0, 1, 0, 0, 0, 0, 0], 1009),
      ("a close code of one byte", [0x88, 0x81, 0, 0, 0, 0, 3], 1002),
      ("close code 1005", [0x88, 0x82, 0, 0, 0, 0, 0x03, 0xED], 1002),
      ("a close reason not UTF-8", [0x88, 0x84, 0, 0, 0, 0, 0x03, 0xE8, 0xC3, 0x28], 1007),
    ] as [(String, [UInt8], Int)])
  func aMalformedFrameClosesWithItsCodeWithinASecond(
    _ name: String, _ bytes: [UInt8], _ code: Int
  ) async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let join = WireCodec.encode(joinMessage(host))
      let (close, after, elapsed) = try await withRawWebSocket(port: try #require(client.port)) {
        socket in
        try socket.send(join)
        _ = try socket.receive(opcode: 1)
        let start = ContinuousClock.now
        try socket.sendRaw(bytes)
        let close = try socket.receive(opcode: 8)?.closeCode
        return (close, try socket.receive(), start.duration(to: .now))
      }
      #expect(close == code, "\(name)")
      #expect(after == nil, "\(name): the connection ends")
      #expect(elapsed < .seconds(1), "\(name)")
    }
  }
}
