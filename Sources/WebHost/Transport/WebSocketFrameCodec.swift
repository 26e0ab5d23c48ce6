import NIOCore
import NIOWebSocket

/// One frame from a client, its header checked and its payload unmasked.
struct ClientFrame: Equatable {
  var fin: Bool
  /// Set on the first frame of a permessage-deflate message.
  var rsv1: Bool
  var opcode: WebSocketOpcode
  var payload: ByteBuffer
}

/// Why a client's bytes cannot be read on: the close code its peer hears
/// (1002 a protocol error, 1007 invalid data, 1009 too big) and the reason.
struct FrameViolation: Error, Equatable {
  let code: UInt16
  let reason: String
}

/// Reads a client's frames from its socket's bytes (RFC 6455, 5.2), and
/// refuses anything the RFC forbids as soon as the header shows it: reserved
/// bits, unknown opcodes, unmasked frames, fragmented or long control
/// frames, lengths not in their shortest form, and payloads over the limit
/// (before they arrive). Bytes of an unfinished frame are copied out of
/// NIO's receive buffer; a socket between frames holds none.
struct WebSocketFrameReader {
  /// The longest payload accepted in one frame.
  let maxPayload: Int
  /// Bytes of a frame not complete yet (`nil` when none wait).
  private var held: ByteBuffer?
  /// Whether `held` is a copy of ours rather than a read buffer of NIO's.
  private var heldIsCopy = false
  /// Set after a violation: what follows a bad frame cannot be read.
  private(set) var stopped = false

  /// Whether no bytes of an unfinished frame wait.
  var isIdle: Bool { held == nil }

  init(maxPayload: Int) {
    self.maxPayload = maxPayload
  }

  /// Adds what the socket read.
  mutating func append(_ bytes: ByteBuffer) {
    guard !stopped, bytes.readableBytes > 0 else { return }
    guard held != nil else {
      held = bytes
      heldIsCopy = false
      return
    }
    if !heldIsCopy { keepCopy(extra: bytes.readableBytes) }
    held!.writeImmutableBuffer(bytes)
  }

  /// The next complete frame, or `nil` until more bytes arrive.
  mutating func next() throws(FrameViolation) -> ClientFrame? {
    guard !stopped, let buffer = held else { return nil }
    let header: Header
    do throws(FrameViolation) {
      guard let parsed = try Self.header(buffer, maxPayload: maxPayload) else {
        if !heldIsCopy { keepCopy(extra: 0) }
        return nil
      }
      header = parsed
    } catch {
      stop()
      throw error
    }
    guard buffer.readableBytes >= header.size + header.length else {
      if !heldIsCopy { keepCopy(extra: header.size + header.length - buffer.readableBytes) }
      return nil
    }
    var payload = ByteBufferAllocator().buffer(capacity: header.length)
    buffer.withUnsafeReadableBytes { raw in
      let masked = UnsafeRawBufferPointer(
        rebasing: raw[header.size..<(header.size + header.length)])
      payload.writeWithUnsafeMutableBytes(minimumWritableBytes: header.length) { out in
        withUnsafeBytes(of: header.mask) { key in
          for index in 0..<header.length {
            out[index] = masked[index] ^ key[index & 3]
          }
        }
        return header.length
      }
    }
    held!.moveReaderIndex(forwardBy: header.size + header.length)
    if held!.readableBytes == 0 { held = nil }
    return ClientFrame(fin: header.fin, rsv1: header.rsv1, opcode: header.opcode, payload: payload)
  }

  /// Drops whatever waits and reads nothing more.
  mutating func stop() {
    stopped = true
    held = nil
  }

  /// Replaces `held` by a copy of its readable bytes with room for `extra`
  /// more, so that NIO's receive buffer is not kept.
  private mutating func keepCopy(extra: Int) {
    guard let current = held else { return }
    var copy = ByteBufferAllocator().buffer(capacity: current.readableBytes + extra)
    copy.writeImmutableBuffer(current)
    held = copy
    heldIsCopy = true
  }

  private struct Header {
    var fin: Bool
    var rsv1: Bool
    var opcode: WebSocketOpcode
    /// Header bytes, mask included.
    var size: Int
    var length: Int
    var mask: (UInt8, UInt8, UInt8, UInt8)
  }

  /// The header at the start of `buffer`, `nil` when not all of it is
  /// there yet; throws as soon as the bytes there break a rule.
  private static func header(_ buffer: ByteBuffer, maxPayload: Int) throws(FrameViolation)
    -> Header?
  {
    let bytes = buffer.readableBytesView
    guard bytes.count >= 2 else { return nil }
    let first = bytes[bytes.startIndex]
    let second = bytes[bytes.startIndex + 1]
    let fin = first & 0x80 != 0
    let rsv1 = first & 0x40 != 0
    guard first & 0x30 == 0 else { throw FrameViolation(code: 1002, reason: "reserved bits set") }
    let code = first & 0x0F
    switch code {
    case 0, 1, 2, 8, 9, 10: break
    default: throw FrameViolation(code: 1002, reason: "unknown opcode")
    }
    guard let opcode = WebSocketOpcode(encodedWebSocketOpcode: code) else {
      throw FrameViolation(code: 1002, reason: "unknown opcode")
    }
    // RFC 6455, 5.1: a client masks every frame.
    guard second & 0x80 != 0 else { throw FrameViolation(code: 1002, reason: "an unmasked frame") }
    let short = Int(second & 0x7F)
    if opcode.isControlOpcode {
      guard fin else { throw FrameViolation(code: 1002, reason: "a fragmented control frame") }
      guard short <= 125 else {
        throw FrameViolation(code: 1002, reason: "a control frame over 125 bytes")
      }
      guard !rsv1 else { throw FrameViolation(code: 1002, reason: "a compressed control frame") }
    }
    var size = 2
    var length = short
    if short == 126 {
      guard bytes.count >= 4 else { return nil }
      length = bytes.dropFirst(2).prefix(2).reduce(0) { $0 << 8 | Int($1) }
      size = 4
      guard length >= 126 else { throw FrameViolation(code: 1002, reason: "a padded length") }
    } else if short == 127 {
      guard bytes.count >= 10 else { return nil }
      let wide = bytes.dropFirst(2).prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      guard wide >> 63 == 0 else {
        throw FrameViolation(code: 1002, reason: "a length over 63 bits")
      }
      guard wide > 0xFFFF else { throw FrameViolation(code: 1002, reason: "a padded length") }
      guard wide <= UInt64(maxPayload) else {
        throw FrameViolation(code: 1009, reason: "frame too big")
      }
      length = Int(wide)
      size = 10
    }
    guard length <= maxPayload else { throw FrameViolation(code: 1009, reason: "frame too big") }
    guard bytes.count >= size + 4 else { return nil }
    let at = bytes.startIndex + size
    return Header(
      fin: fin, rsv1: rsv1, opcode: opcode, size: size + 4, length: length,
      mask: (bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]))
  }

  /// Why a close frame's payload is refused (RFC 6455, 5.5.1 and 7.4): one
  /// byte, a code no endpoint may send, or a reason not UTF-8; `nil` when
  /// it is acceptable.
  static func closeViolation(_ payload: ByteBuffer) -> FrameViolation? {
    let bytes = payload.readableBytesView
    guard !bytes.isEmpty else { return nil }
    guard bytes.count >= 2 else {
      return FrameViolation(code: 1002, reason: "a close code of one byte")
    }
    let code = Int(bytes[bytes.startIndex]) << 8 | Int(bytes[bytes.startIndex + 1])
    switch code {
    case 1000...1003, 1007...1014, 3000...4999: break
    default: return FrameViolation(code: 1002, reason: "close code \(code)")
    }
    guard String(validating: bytes.dropFirst(2), as: UTF8.self) != nil else {
      return FrameViolation(code: 1007, reason: "a close reason not UTF-8")
    }
    return nil
  }
}

/// Writes the server's frames: unmasked (RFC 6455, 5.1), the length in its
/// shortest form.
enum WebSocketFrameWriter {
  /// Payloads up to this size are copied behind their header into one
  /// buffer (one write); longer ones follow their header as they are.
  static let copyLimit = 16 * 1024

  /// The header of a frame with `length` payload bytes.
  static func header(
    fin: Bool, rsv1: Bool, opcode: WebSocketOpcode, length: Int, into buffer: inout ByteBuffer
  ) {
    let first = (fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | UInt8(webSocketOpcode: opcode)
    buffer.writeInteger(UInt8(first))
    if length < 126 {
      buffer.writeInteger(UInt8(length))
    } else if length <= 0xFFFF {
      buffer.writeInteger(UInt8(126))
      buffer.writeInteger(UInt16(length))
    } else {
      buffer.writeInteger(UInt8(127))
      buffer.writeInteger(UInt64(length))
    }
  }

  /// `frame` as bytes: one buffer, or for a long payload its header and the
  /// payload itself.
  static func encode(_ frame: WebSocketFrame, allocator: ByteBufferAllocator) -> (
    ByteBuffer, ByteBuffer?
  ) {
    let length = frame.data.readableBytes
    if length <= copyLimit {
      var buffer = allocator.buffer(capacity: 2 + 2 + length)
      header(fin: frame.fin, rsv1: frame.rsv1, opcode: frame.opcode, length: length, into: &buffer)
      buffer.writeImmutableBuffer(frame.data)
      return (buffer, nil)
    }
    var buffer = allocator.buffer(capacity: 10)
    header(fin: frame.fin, rsv1: frame.rsv1, opcode: frame.opcode, length: length, into: &buffer)
    return (buffer, frame.data)
  }
}
