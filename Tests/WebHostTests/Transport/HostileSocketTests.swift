import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

@testable import WebHost

/// Counts the lines a logger writes (and keeps their text).
final class LogLines: Sendable {
  let lines = Mutex<[String]>([])

  /// A logger writing here.
  func logger() -> Logger {
    var logger = Logger(label: "hostile") { _ in Handler(lines: self) }
    logger.logLevel = .notice
    return logger
  }

  struct Handler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .notice
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
      let fields = (event.metadata ?? [:]).map { "\($0)=\($1)" }.sorted().joined(separator: " ")
      lines.lines.withLock { $0.append("\(event.message) \(fields)") }
    }
  }
}

/// Live sockets that misbehave: they never join, send unmasked frames, send
/// without reading, are refused, or are taken over.
@Suite struct HostileSocketTests {
  private func makeLoggedHost(
    configuration: WebHostConfiguration = WebHostConfiguration(allowedOrigins: ["ws://localhost"]),
    limits: SessionLimits = .standard, log: LogLines
  ) -> WebHost {
    WebHost(
      pages: [CounterPage()],
      sessions: SessionRegistry(factory: CounterFactory(), limits: limits),
      staticFiles: StaticFiles(files: []), configuration: configuration, logger: log.logger())
  }

  private func joinText(_ token: String, session: String? = nil) -> String {
    WireCodec.encode(
      ClientMessage.join(.init(pageToken: token, sessionID: session, lastBatch: 0, url: "/counter"))
    )
  }

  @Test func aSocketThatNeverJoinsIsClosed() async throws {
    let host = makeLoggedHost(
      configuration: WebHostConfiguration(
        allowedOrigins: ["ws://localhost"], joinTimeout: .milliseconds(500)),
      log: LogLines())
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let (error, close, elapsed) = try await withRawWebSocket(port: port) { socket in
        let start = ContinuousClock.now
        let error = try socket.receive(opcode: 1)?.text
        let close = try socket.receive(opcode: 8)?.closeCode
        return (error, close, start.duration(to: .now))
      }
      let message = try #require(error.map(jsonObject))
      #expect(message["code"] as? String == "join.timeout")
      #expect(message["fatal"] as? Bool == true)
      #expect(close == 1008)
      #expect(elapsed < .seconds(3))
    }
  }

  @Test func anUnmaskedFrameClosesWith1002() async throws {
    let host = makeLoggedHost(log: LogLines())
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let token = host.sessions.pageTokens.issue()
      let join = joinText(token)
      let code = try await withRawWebSocket(port: port) { socket in
        try socket.send(opcode: 1, Array(join.utf8), masked: false)
        return try socket.receive(opcode: 8)?.closeCode
      }
      #expect(code == 1002)
    }
  }

  @Test func aRefusedJoinIsFatal() async throws {
    let host = makeLoggedHost(log: LogLines())
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let join = WireCodec.encode(
        ClientMessage.join(
          .init(
            pageToken: host.sessions.pageTokens.issue(), sessionID: nil, lastBatch: 0,
            url: "/nowhere")))
      let (text, code) = try await withRawWebSocket(port: port) { socket in
        try socket.send(join)
        return (try socket.receive(opcode: 1)?.text, try socket.receive(opcode: 8)?.closeCode)
      }
      let message = try #require(text.map(jsonObject))
      #expect(message["code"] as? String == "message.invalid")
      #expect(message["fatal"] as? Bool == true)
      #expect(code == 1008)
    }
  }

  @Test func aTakenOverSocketHearsWhyAndClosesAtOnce() async throws {
    let host = makeLoggedHost(log: LogLines())
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let token = host.sessions.pageTokens.issue()
      let join = joinText(token)
      let (error, close, elapsed) = try await onThread {
        let first = try RawWebSocket(port: port, extensions: nil)
        try first.send(join)
        let joined = try #require(try first.receive(opcode: 1)?.text)
        let session = try #require(jsonObject(joined)["session"] as? String)
        let second = try RawWebSocket(port: port, extensions: nil)
        let start = ContinuousClock.now
        try second.send(
          WireCodec.encode(
            ClientMessage.join(
              .init(pageToken: token, sessionID: session, lastBatch: 0, url: "/counter"))))
        var error: String?
        while let frame = try first.receive() {
          if frame.opcode == 1, frame.text.contains("\"error\"") { error = frame.text }
          if frame.opcode == 8 { return (error, frame.closeCode, start.duration(to: .now)) }
        }
        return (error, nil, start.duration(to: .now))
      }
      let message = try #require(error.map(jsonObject))
      #expect(message["code"] as? String == "session.moved")
      #expect(message["fatal"] as? Bool == true)
      #expect(close != nil)
      #expect(elapsed < .seconds(1))
    }
  }

  @Test func aFlooderThatNeverReadsKeepsTheLogAndQueueBounded() async throws {
    let log = LogLines()
    let host = makeLoggedHost(limits: SessionLimits(maxPendingMessages: 64), log: log)
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      let join = joinText(host.sessions.pageTokens.issue())
      let session = try await onThread { () -> String in
        let socket = try RawWebSocket(port: port, extensions: nil)
        try socket.send(join)
        let joined = try #require(try socket.receive(opcode: 1)?.text)
        // From now on nothing is read: errors, pongs and frames pile up.
        for number in 0..<1_000 {
          try socket.send("not json\nforged line \(number)")
          try socket.send("{\"t\":\"ping\",\"n\":\(number)}")
          try socket.send(opcode: 9, Array("ping".utf8))
        }
        let object = jsonObject(joined)
        return try #require(object["session"] as? String)
      }
      // Let the server take in what was sent.
      try await Task.sleep(for: .milliseconds(500))
      let live = try #require(await host.sessions.session(session))
      #expect(await live.outbox.count <= 65)
      let lines = log.lines.withLock { $0 }
      #expect(lines.count <= 12, "\(lines.count) log lines")
      #expect(lines.allSatisfy { !$0.contains("\n") })
    }
  }

  @Test func twoThousandIdleConnectionsStarveNoOne() async throws {
    let host = makeLoggedHost(log: LogLines())
    _ = try await makeApplication(host).test(.live) { client in
      let port = try #require(client.port)
      // 1,000 connections that send nothing, 1,000 sockets that never join.
      let held = try await onThread { () -> (idle: [Int32], upgraded: [Int32]) in
        let idle = try (0..<1_000).map { _ in try connectLoopback(port: port) }
        let upgraded = try (0..<1_000).map { _ in try upgradedSocket(port: port) }
        return (idle, upgraded)
      }
      defer { for fd in held.idle + held.upgraded { close(fd) } }
      #expect(held.upgraded.allSatisfy { $0 >= 0 })
      let page = try await rawAnswer(
        port: port, bytes: Array("GET /counter HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
      #expect(page.status == 200)
      let join = joinText(host.sessions.pageTokens.issue())
      let clicks = try await onThread { () -> [Duration] in
        let socket = try RawWebSocket(port: port, extensions: nil)
        try socket.send(join)
        _ = try socket.receive(opcode: 1)
        return try (1...5).map { sequence in
          let start = ContinuousClock.now
          try socket.send("{\"t\":\"e\",\"s\":\(sequence),\"h\":1}")
          _ = try socket.receive(opcode: 1)
          return start.duration(to: .now)
        }
      }
      // A starved server fails every click; one slow one is the machine.
      #expect(clicks.min()! < .milliseconds(100), "\(clicks)")
    }
  }
}

/// A loopback socket upgraded to a WebSocket that never sends a frame; -1
/// when the upgrade was not accepted.
private func upgradedSocket(port: Int) throws -> Int32 {
  let fd = try connectLoopback(port: port)
  let request = Array(
    ("GET /live HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
      + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").utf8)
  _ = send(fd, request, request.count, Int32(MSG_NOSIGNAL))
  var received: [UInt8] = []
  var byte: UInt8 = 0
  while received.suffix(4) != Array("\r\n\r\n".utf8), recv(fd, &byte, 1, 0) == 1 {
    received.append(byte)
  }
  guard String(decoding: received, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
    close(fd)
    return -1
  }
  return fd
}
