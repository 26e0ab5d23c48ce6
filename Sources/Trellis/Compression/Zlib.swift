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
  public enum Format: Sendable {
    /// RFC 1950 (a two-byte header and an Adler-32 checksum): URL states.
    case zlib
    /// RFC 1952: `Content-Encoding: gzip`.
    case gzip

    var windowBits: Int32 { self == .zlib ? 15 : 31 }
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
    var stream = z_stream()
    let status = deflateInit2_(
      &stream, Z_BEST_COMPRESSION, Z_DEFLATED, format.windowBits, 8, Z_DEFAULT_STRATEGY,
      zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "zlib deflateInit2 failed: \(status)")
    defer { deflateEnd(&stream) }
    // deflateBound is exact enough that a single call always finishes.
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 16)
    var input = input
    let produced = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = UInt32(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = UInt32(outBuffer.count)
        let result = CZlib.deflate(&stream, Z_FINISH)
        precondition(result == Z_STREAM_END, "zlib deflate did not finish: \(result)")
        return outBuffer.count - Int(stream.avail_out)
      }
    }
    output.removeLast(output.count - produced)
    return output
  }

  /// Decompresses `input`, failing once the output passes `limit` bytes.
  public static func inflate(_ input: [UInt8], limit: Int, format: Format = .zlib) throws(Failure)
    -> [UInt8]
  {
    var stream = z_stream()
    guard
      inflateInit2_(&stream, format.windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else { throw .corrupt }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    var input = input
    let outcome: Failure? = input.withUnsafeMutableBufferPointer { inBuffer in
      stream.next_in = inBuffer.baseAddress
      stream.avail_in = UInt32(inBuffer.count)
      while true {
        let (status, produced) = chunk.withUnsafeMutableBufferPointer { outBuffer in
          stream.next_out = outBuffer.baseAddress
          stream.avail_out = UInt32(outBuffer.count)
          let status = CZlib.inflate(&stream, Z_NO_FLUSH)
          return (status, outBuffer.count - Int(stream.avail_out))
        }
        if output.count + produced > limit { return .outputTooLarge(limit: limit) }
        output.append(contentsOf: chunk[0..<produced])
        switch status {
        case Z_STREAM_END:
          // Trailing bytes after the stream are as malformed as a short one.
          return stream.avail_in == 0 ? nil : .corrupt
        case Z_OK:
          continue
        case Z_BUF_ERROR where produced > 0:
          continue
        default:
          return .corrupt
        }
      }
    }
    if let outcome { throw outcome }
    return output
  }
}
