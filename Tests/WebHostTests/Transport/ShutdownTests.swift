import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

/// What open connections see when the server stops: each is closed
/// promptly, so graceful shutdown never waits on a peer.
@Suite(.timeLimit(.minutes(1))) struct ShutdownTests {
  /// What a socket that stays open through the server's shutdown reads
  /// until the connection ends: "kind/code" for messages, "close N" for the
  /// close frame (which it answers, as a browser does). Joins first when
  /// `join` is given; the body returns once the socket is ready.
  private func staying(
    port: Int, join: String?
  ) async -> Task<[String], any Error> {
    let (ready, signal) = AsyncStream<Void>.makeStream()
    let reader = Task {
      try await withRawWebSocket(port: port) { socket in
        var seen: [String] = []
        if let join {
          try socket.send(join)
          while let frame = try socket.receive(opcode: 1),
            jsonObject(frame.text)["t"] as? String != "joined"
          {}
        }
        signal.yield()
        while let frame = try socket.receive() {
          switch frame.opcode {
          case 1:
            let object = jsonObject(frame.text)
            seen.append("\(object["t"] ?? "")/\(object["code"] ?? "")")
          case 8:
            seen.append("close \(frame.closeCode ?? 0)")
            try socket.send(opcode: 8, Array(frame.payload.prefix(2)))
          default:
            break
          }
        }
        return seen
      }
    }
    for await _ in ready { break }
    return reader
  }

  @Test func aJoinedSocketHearsTheServerIsStoppingAndIsClosed() async throws {
    let (host, _) = makeHost()
    let reader = try await makeApplication(host).test(.live) { client in
      await staying(port: try #require(client.port), join: WireCodec.encode(joinMessage(host)))
    }
    let seen = try await reader.value
    #expect(seen == ["error/server.shutdown", "close 1000"])
  }

  @Test func aConnectionThatNeverSentARequestIsClosed() async throws {
    let (host, _) = makeHost()
    let idle = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let idle = await silentConnection(port: port)
      // The server accepts connections in order: once this request on a
      // second one is answered, it holds the idle one too.
      let response = try await rawHTTP(
        port: port, request: "GET /counter HTTP/1.1\r\nHost: localhost\r\n\r\n")
      #expect(response.hasPrefix("HTTP/1.1 200"))
      return idle
    }
    // Left open, it would have timed out (after 5 s) while the server waited for it.
    #expect(try await idle.value == "closed")
  }
}
