import CZlib

extension Zlib {
  /// An inflater kept for many inputs of one format, reset before each: the
  /// zlib state and its window (39 KB for a 15-bit window) are allocated
  /// once, not once an input, as a live socket inflates every click.
  ///
  /// Not thread-safe: keep one per thread, or behind a lock.
  public final class Inflater {
    private var stream = z_stream()
    private let isRaw: Bool

    /// An inflater of `format`; `nil` when zlib cannot make one.
    public init?(format: Format) {
      isRaw = format.windowBits < 0
      guard
        inflateInit2_(
          &stream, format.windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
      else { return nil }
    }

    deinit { inflateEnd(&stream) }

    /// Decompresses `input` as ``Zlib/inflate(_:limit:format:dictionary:ending:)``
    /// does, from a fresh stream.
    public func inflate(
      _ input: [UInt8], limit: Int, dictionary: [UInt8] = [], ending: Ending = .streamEnd
    ) throws(Failure) -> [UInt8] {
      guard inflateReset(&stream) == Z_OK else { throw .corrupt }
      if !dictionary.isEmpty {
        precondition(isRaw, "only a raw stream takes its dictionary up front")
        let status = dictionary.withUnsafeBufferPointer {
          inflateSetDictionary(&stream, $0.baseAddress, UInt32($0.count))
        }
        guard status == Z_OK else { throw .corrupt }
      }
      var output: [UInt8] = []
      // A click's message inflates to tens of bytes: a chunk sized to the
      // input spares a 16 KiB allocation per message.
      let chunkSize = min(16 * 1024, max(limit, 1) + 1, max(512, input.count * 8))
      var chunk = [UInt8](repeating: 0, count: chunkSize)
      var input = input
      let outcome: Failure? = input.withUnsafeMutableBufferPointer { inBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = UInt32(inBuffer.count)
        // The stream must not keep pointers into buffers that go away.
        defer {
          stream.next_in = nil
          stream.avail_in = 0
          stream.next_out = nil
          stream.avail_out = 0
        }
        while true {
          let (status, produced, full) = chunk.withUnsafeMutableBufferPointer { outBuffer in
            stream.next_out = outBuffer.baseAddress
            stream.avail_out = UInt32(outBuffer.count)
            let status = CZlib.inflate(&stream, ending == .streamEnd ? Z_NO_FLUSH : Z_SYNC_FLUSH)
            return (status, outBuffer.count - Int(stream.avail_out), stream.avail_out == 0)
          }
          if output.count + produced > limit { return .outputTooLarge(limit: limit) }
          output.append(contentsOf: chunk[0..<produced])
          switch status {
          case Z_STREAM_END:
            // Bytes after a whole stream are as malformed as a short one.
            return ending == .syncFlush || stream.avail_in == 0 ? nil : .corrupt
          case Z_OK, Z_BUF_ERROR:
            if ending == .syncFlush && stream.avail_in == 0 && !full { return nil }
            // No progress: the input ended inside the stream.
            if status == Z_BUF_ERROR && produced == 0 { return .corrupt }
          default:
            return .corrupt
          }
        }
      }
      if let outcome { throw outcome }
      return output
    }
  }
}
