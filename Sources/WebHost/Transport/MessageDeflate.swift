import CZlib

/// permessage-deflate's payload transforms with no zlib state kept between
/// messages: each outgoing message gets a fresh raw-deflate stream sized to
/// it, each incoming one a fresh inflater primed with the client's recent
/// bytes (`inflateSetDictionary`) when the client keeps its context.
enum MessageDeflate {
  /// Why an incoming payload could not be inflated.
  enum Failure: Error, Equatable {
    /// Not a valid deflate stream.
    case corrupt
    /// The message would inflate past the limit (a "zip bomb").
    case tooLarge
  }

  /// The RFC 7692 tail every flushed message ends with, stripped on the wire.
  static let tail: [UInt8] = [0, 0, 0xFF, 0xFF]

  /// The window for a message of `count` bytes: the smallest that spans it
  /// (9…`maxWindowBits`), so a small message costs a small zlib state.
  static func windowBits(forCount count: Int, maxWindowBits: Int) -> Int {
    var bits = 9
    while bits < maxWindowBits, (1 << bits) < count { bits += 1 }
    return bits
  }

  /// Deflates one message as RFC 7692 wants it: a raw stream, sync-flushed,
  /// without its trailing `00 00 FF FF`.
  static func deflate(_ input: UnsafeRawBufferPointer, maxWindowBits: Int) -> [UInt8] {
    let bits = windowBits(forCount: input.count, maxWindowBits: min(max(maxWindowBits, 9), 15))
    var stream = z_stream()
    // zlib's own pairing of memory level to window (8 for 15 bits).
    let memoryLevel = Int32(min(max(bits - 7, 1), 8))
    let status = deflateInit2_(
      &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -Int32(bits), memoryLevel, Z_DEFAULT_STRATEGY,
      zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "zlib deflateInit2 failed: \(status)")
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 16)
    var produced = 0
    stream.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
    stream.avail_in = UInt32(input.count)
    while true {
      let (result, done) = output.withUnsafeMutableBufferPointer { buffer in
        stream.next_out = buffer.baseAddress! + produced
        stream.avail_out = UInt32(buffer.count - produced)
        let result = CZlib.deflate(&stream, Z_SYNC_FLUSH)
        produced = buffer.count - Int(stream.avail_out)
        return (result, stream.avail_out > 0)
      }
      precondition(result == Z_OK || result == Z_BUF_ERROR, "zlib deflate failed: \(result)")
      // Output space left over means the flush completed.
      if done { break }
      output.append(contentsOf: repeatElement(0, count: output.count))
    }
    output.removeLast(output.count - produced)
    if output.suffix(4).elementsEqual(tail) { output.removeLast(4) }
    return output
  }

  /// Inflates one message's payload, primed with `dictionary` (the client's
  /// last bytes when it keeps its context, else empty); fails past `limit`.
  static func inflate(_ payload: [UInt8], dictionary: [UInt8], limit: Int) throws(Failure)
    -> [UInt8]
  {
    var stream = z_stream()
    guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw .corrupt }
    defer { inflateEnd(&stream) }
    if !dictionary.isEmpty {
      let status = dictionary.withUnsafeBufferPointer {
        inflateSetDictionary(&stream, $0.baseAddress, UInt32($0.count))
      }
      guard status == Z_OK else { throw .corrupt }
    }
    var input = payload + tail
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(16 * 1024, max(limit, 1) + 1))
    let failure: Failure? = input.withUnsafeMutableBufferPointer { inBuffer in
      stream.next_in = inBuffer.baseAddress
      stream.avail_in = UInt32(inBuffer.count)
      while true {
        let (status, produced, full) = chunk.withUnsafeMutableBufferPointer { outBuffer in
          stream.next_out = outBuffer.baseAddress
          stream.avail_out = UInt32(outBuffer.count)
          let status = CZlib.inflate(&stream, Z_SYNC_FLUSH)
          return (status, outBuffer.count - Int(stream.avail_out), stream.avail_out == 0)
        }
        if output.count + produced > limit { return .tooLarge }
        output.append(contentsOf: chunk[0..<produced])
        switch status {
        case Z_STREAM_END:
          return nil  // a final block: the appended tail is left unread
        case Z_OK, Z_BUF_ERROR:
          if stream.avail_in == 0 && !full { return nil }
          if status == Z_BUF_ERROR && produced == 0 { return .corrupt }
        default:
          return .corrupt
        }
      }
    }
    if let failure { throw failure }
    return output
  }
}

/// What a socket keeps to inflate its client's messages: nothing when the
/// client starts each message afresh, else the last 2^bits bytes it sent.
struct InflateContext {
  /// The client's window, when it keeps its context between messages.
  let windowBits: Int?
  /// The client's last uncompressed bytes, at most 2^`windowBits`.
  private(set) var history: [UInt8] = []

  init(windowBits: Int?) {
    self.windowBits = windowBits
  }

  /// Inflates the next compressed message of the client's stream.
  mutating func inflate(_ payload: [UInt8], limit: Int) throws(MessageDeflate.Failure) -> [UInt8] {
    let bytes = try MessageDeflate.inflate(payload, dictionary: history, limit: limit)
    if let windowBits {
      // The client may refer back this far in its next message (zlib
      // writes 9-bit windows when asked for 8).
      let keep = 1 << max(windowBits, 9)
      if bytes.count >= keep {
        history = Array(bytes.suffix(keep))
      } else {
        history.append(contentsOf: bytes)
        if history.count > keep { history.removeFirst(history.count - keep) }
      }
    }
    return bytes
  }
}
