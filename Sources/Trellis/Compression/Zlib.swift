import CZlib

/// zlib compression with a hard limit on inflated output, so that a small
/// hostile input (a "zip bomb") stops at the limit instead of filling memory.
///
/// ```swift
/// let packed = Zlib.deflate(Array("hello".utf8))
/// let bytes = try Zlib.inflate(packed, limit: 1024)
/// ```
public enum Zlib {
  /// The container around the deflate stream.
  public enum Format: Sendable, Equatable {
    /// RFC 1950 (a two-byte header and an Adler-32 checksum): URL states.
    case zlib
    /// RFC 1952: `Content-Encoding: gzip`.
    case gzip
    /// No container, with a window of 2^`windowBits` bytes (9…15):
    /// permessage-deflate (RFC 7692).
    case raw(windowBits: Int)

    var windowBits: Int32 {
      switch self {
      case .zlib: 15
      case .gzip: 31
      case .raw(let bits): -Int32(min(max(bits, 9), 15))
      }
    }
  }

  /// Where compressed data ends.
  public enum Ending: Sendable {
    /// With the stream: its trailer written, nothing may follow.
    case streamEnd
    /// On a byte boundary after an empty stored block (`00 00 FF FF`), the
    /// stream left open: how RFC 7692 frames each message.
    case syncFlush
  }

  /// Why inflating failed.
  public enum Failure: Error, Equatable, Sendable {
    /// The input is not a valid compressed stream (or ends too early).
    case corrupt
    /// The output would exceed the given limit.
    case outputTooLarge(limit: Int)
  }

  /// Compresses `input` at the best compression level.
  public static func deflate(_ input: [UInt8], format: Format = .zlib) -> [UInt8] {
    input.withUnsafeBytes { deflate($0, format: format) }
  }

  /// Compresses `input` at `level` (0…9) with zlib's `memoryLevel` (1…9),
  /// ending as `ending` says. A `raw` stream may start from `dictionary`
  /// (the bytes its window starts with) as if it had just written them.
  public static func deflate(
    _ input: UnsafeRawBufferPointer, format: Format, level: Int = 9, memoryLevel: Int = 8,
    dictionary: [UInt8] = [], ending: Ending = .streamEnd
  ) -> [UInt8] {
    var stream = z_stream()
    let status = deflateInit2_(
      &stream, Int32(level), Z_DEFLATED, format.windowBits, Int32(memoryLevel),
      Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "zlib deflateInit2 failed: \(status)")
    defer { deflateEnd(&stream) }
    if !dictionary.isEmpty {
      precondition(format.windowBits < 0, "only a raw stream starts from a dictionary here")
      let status = dictionary.withUnsafeBufferPointer {
        deflateSetDictionary(&stream, $0.baseAddress, UInt32($0.count))
      }
      precondition(status == Z_OK, "zlib deflateSetDictionary failed: \(status)")
    }
    // deflateBound is exact enough that one call nearly always finishes.
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 16)
    var produced = 0
    stream.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
    stream.avail_in = UInt32(input.count)
    while true {
      let (result, spaceLeft) = output.withUnsafeMutableBufferPointer { buffer in
        stream.next_out = buffer.baseAddress! + produced
        stream.avail_out = UInt32(buffer.count - produced)
        let result = CZlib.deflate(&stream, ending == .streamEnd ? Z_FINISH : Z_SYNC_FLUSH)
        produced = buffer.count - Int(stream.avail_out)
        return (result, stream.avail_out > 0)
      }
      if result == Z_STREAM_END { break }
      precondition(result == Z_OK || result == Z_BUF_ERROR, "zlib deflate failed: \(result)")
      // A sync flush is complete once it leaves output space unused.
      if ending == .syncFlush && spaceLeft { break }
      output.append(contentsOf: repeatElement(0, count: output.count))
    }
    output.removeLast(output.count - produced)
    return output
  }

  /// Decompresses `input`, failing once the output passes `limit` bytes.
  ///
  /// With `.streamEnd`, `input` must be exactly one whole stream. With
  /// `.syncFlush`, it is a flushed part of a stream (it may also end the
  /// stream) and what follows a final block is left unread. A `raw` stream
  /// may be primed with `dictionary`: the bytes its window starts with.
  public static func inflate(
    _ input: [UInt8], limit: Int, format: Format = .zlib, dictionary: [UInt8] = [],
    ending: Ending = .streamEnd
  ) throws(Failure) -> [UInt8] {
    guard let inflater = Inflater(format: format) else { throw .corrupt }
    return try inflater.inflate(input, limit: limit, dictionary: dictionary, ending: ending)
  }
}
