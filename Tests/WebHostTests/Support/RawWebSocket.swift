import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A WebSocket client on a blocking loopback socket that writes frames
/// byte by byte as the test says (fragments, reserved bits, bad payloads),
/// so the server's frame handling can be checked where no client library
/// would misbehave. Run it through ``withRawWebSocket(port:extensions:_:)``.
final class RawWebSocket {
  /// One frame read from the server.
  struct Frame: Equatable {
    var opcode: UInt8
    var rsv1: Bool
    var payload: [UInt8]

    /// The payload as text.
    var text: String { String(decoding: payload, as: UTF8.self) }
    /// A close frame's code.
    var closeCode: Int? {
      opcode == 8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
    }
  }

  private let fd: Int32
  private var buffered: [UInt8] = []
  /// The upgrade response head.
  private(set) var responseHead = ""

  init(port: Int, extensions: String?) throws {
    fd = try connectLoopback(port: port)
    try write(
      Array(
        ("GET /live HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
          + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          + (extensions.map { "Sec-WebSocket-Extensions: \($0)\r\n" } ?? "") + "\r\n").utf8))
    while true {
      if let end = buffered.firstRange(of: Array("\r\n\r\n".utf8)) {
        responseHead = String(decoding: buffered[..<end.lowerBound], as: UTF8.self)
        buffered.removeSubrange(..<end.upperBound)
        break
      }
      try fill()
    }
  }

  deinit { close(fd) }

  /// Sends one frame, masked unless `masked` is false (a client must mask).
  func send(
    opcode: UInt8, _ payload: [UInt8], fin: Bool = true, rsv1: Bool = false, masked: Bool = true
  ) throws {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      frame.append(maskBit | UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      frame.append(maskBit | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    guard masked else { return try write(frame + payload) }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try write(frame)
  }

  /// Sends a whole text message in one frame.
  func send(_ text: String) throws { try send(opcode: 1, Array(text.utf8)) }

  /// The next frame, or `nil` once the server closed the connection.
  func receive() throws -> Frame? {
    do {
      let head = try take(2)
      var length = Int(head[1] & 0x7F)
      if length == 126 {
        length = try take(2).reduce(0) { $0 << 8 | Int($1) }
      } else if length == 127 {
        length = try take(8).reduce(0) { $0 << 8 | Int($1) }
      }
      return Frame(opcode: head[0] & 0x0F, rsv1: head[0] & 0x40 != 0, payload: try take(length))
    } catch POSIXError.ECONNRESET {
      return nil
    }
  }

  /// Frames until one with `opcode` (text: 1, close: 8, pong: 10).
  func receive(opcode: UInt8) throws -> Frame? {
    while let frame = try receive() {
      if frame.opcode == opcode { return frame }
    }
    return nil
  }

  private func take(_ count: Int) throws -> [UInt8] {
    while buffered.count < count { try fill() }
    defer { buffered.removeFirst(count) }
    return Array(buffered[0..<count])
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    let count = recv(fd, &chunk, chunk.count, 0)
    guard count > 0 else { throw POSIXError(count == 0 ? .ECONNRESET : .ETIMEDOUT) }
    buffered += chunk[0..<count]
  }

  /// Writes `bytes` as they are (a frame's header alone, say).
  func sendRaw(_ bytes: [UInt8]) throws { try write(bytes) }

  private func write(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { throw POSIXError(.EPIPE) }
      sent += count
    }
  }
}

/// Runs `body` with a raw socket, on a thread of its own (``onThread(_:)``).
func withRawWebSocket<T: Sendable>(
  port: Int, extensions: String? = nil, _ body: @escaping @Sendable (RawWebSocket) throws -> T
) async throws -> T {
  try await onThread { try body(RawWebSocket(port: port, extensions: extensions)) }
}
