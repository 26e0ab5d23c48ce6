import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

/// Malformed and oversized requests over raw sockets: each is answered with
/// the status that names it, within a second, and the connection closes.
@Suite struct HostileInputTests {
  static let bigTarget = "/counter?x=" + String(repeating: "a", count: 100_000)

  static let requests: [(name: String, bytes: [UInt8], status: Int)] = [
    ("garbage request line", Array("GARBAGE\r\n\r\n".utf8), 400),
    ("no method", Array("/ HTTP/1.1\r\nHost: x\r\n\r\n".utf8), 400),
    (
      "Content-Length and Transfer-Encoding",
      Array(
        ("POST /counter HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n").utf8), 400
    ),
    ("a space in the target", Array("GET /coun ter HTTP/1.1\r\nHost: x\r\n\r\n".utf8), 400),
    (
      "0xFF in the target",
      Array("GET /counter".utf8) + [0xFF] + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8), 400
    ),
    ("UTF-8 in the target", Array("GET /café HTTP/1.1\r\nHost: x\r\n\r\n".utf8), 400),
    ("HTTP/1.1 without Host", Array("GET /counter HTTP/1.1\r\n\r\n".utf8), 400),
    ("two Hosts", Array("GET /counter HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n".utf8), 400),
    (
      "a 10 KB target",
      Array(
        "GET /counter?x=\(String(repeating: "a", count: 10_000)) HTTP/1.1\r\nHost: x\r\n\r\n".utf8),
      414
    ),
    ("a 100 KB target", Array("GET \(bigTarget) HTTP/1.1\r\nHost: x\r\n\r\n".utf8), 414),
    (
      "a 1 MB target",
      Array(
        "GET /counter?x=\(String(repeating: "a", count: 1_000_000)) HTTP/1.1\r\nHost: x\r\n\r\n"
          .utf8), 414
    ),
    (
      "a 100 KB Cookie",
      Array(
        "GET /counter HTTP/1.1\r\nHost: x\r\nCookie: a=\(String(repeating: "b", count: 100_000))\r\n\r\n"
          .utf8),
      431
    ),
    ("HTTP/2.0", Array("GET /counter HTTP/2.0\r\nHost: x\r\n\r\n".utf8), 505),
    ("HTTP/3.1", Array("GET /counter HTTP/3.1\r\nHost: x\r\n\r\n".utf8), 505),
    (
      "an upgrade without a WebSocket version",
      Array(
        ("GET /live HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nConnection: Upgrade\r\n"
          + "Upgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").utf8), 426
    ),
    (
      "an upgrade with WebSocket version 8",
      Array(
        ("GET /live HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nConnection: Upgrade\r\n"
          + "Upgrade: websocket\r\nSec-WebSocket-Version: 8\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").utf8), 426
    ),
    (
      "an upgrade without a key",
      Array(
        ("GET /live HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nConnection: Upgrade\r\n"
          + "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8), 400
    ),
    (
      "an upgrade with a short key",
      Array(
        ("GET /live HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nConnection: Upgrade\r\n"
          + "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: c2hvcnQ=\r\n\r\n")
          .utf8), 400
    ),
  ]

  @Test func everyBadRequestIsAnsweredWithinASecondAndClosed() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      for request in Self.requests {
        let answer = try await rawAnswer(port: port, bytes: request.bytes)
        #expect(answer.status == request.status, "\(request.name): \(answer.head)")
        #expect(answer.elapsed < .seconds(1), "\(request.name) took \(answer.elapsed)")
        #expect(answer.head.lowercased().contains("connection: close"), "\(request.name)")
      }
      // A good request still gets its page.
      let good = try await rawAnswer(
        port: port, bytes: Array("GET /counter HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
      #expect(good.status == 200)
    }
  }

  @Test func aBadRequestPipelinedBehindAGoodOneIsAnsweredAfterIt() async throws {
    let (host, _) = makeHost()
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let text = try await onThread { () -> String in
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        let requests = Array(
          ("GET /missing HTTP/1.1\r\nHost: x\r\n\r\n"
            + "GET /counter HTTP/2.0\r\nHost: x\r\n\r\n").utf8)
        _ = send(fd, requests, requests.count, Int32(MSG_NOSIGNAL))
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = recv(fd, &buffer, buffer.count, 0)
          if count <= 0 { break }
          all += buffer[0..<count]
        }
        return String(decoding: all, as: UTF8.self)
      }
      let first = try #require(text.range(of: "HTTP/1.1 404"), "\(text.prefix(300))")
      let second = try #require(text.range(of: "HTTP/1.1 505"), "\(text.prefix(300))")
      #expect(first.lowerBound < second.lowerBound)
    }
  }

  @Test func anIdleKeptConnectionIsClosed() async throws {
    let (host, _) = makeHost(
      configuration: WebHostConfiguration(
        allowedOrigins: ["ws://localhost"], idleTimeout: .milliseconds(500)))
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let closedAfter = try await onThread { () -> Duration? in
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        let request = Array("GET /missing HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        _ = send(fd, request, request.count, Int32(MSG_NOSIGNAL))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let start = ContinuousClock.now
        while true {
          let count = recv(fd, &buffer, buffer.count, 0)
          if count == 0 { return start.duration(to: .now) }
          if count < 0 { return nil }
        }
      }
      // Closed by the server, before the client's own 5 s read timeout.
      #expect(closedAfter != nil, "still open after 5 s")
    }
  }

  @Test func connectionsAboveTheCapAreAnswered503() async throws {
    let (host, _) = makeHost(
      configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"], maxConnections: 4))
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let held = try await onThread { try (0..<4).map { _ in try connectLoopback(port: port) } }
      defer { for fd in held { close(fd) } }
      // The server accepts asynchronously: wait until it counted them.
      for _ in 0..<100 where host.connections.count < 4 {
        try await Task.sleep(for: .milliseconds(10))
      }
      let refused = try await rawAnswer(
        port: port, bytes: Array("GET /counter HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
      #expect(refused.status == 503)
      #expect(refused.head.contains("Retry-After"))
    }
  }

  @Test func theOpenFileLimitIsRaisedToTheHardLimit() {
    var limits = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits)
    let raised = OpenFileLimit.raise()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits)
    #expect(limits.rlim_cur == limits.rlim_max)
    #expect(raised == Int(clamping: limits.rlim_cur))
  }
}
