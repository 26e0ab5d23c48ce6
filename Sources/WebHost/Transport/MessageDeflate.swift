import Trellis

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
    // zlib's default level, and its own pairing of memory level to window
    // (8 for 15 bits).
    var output = Zlib.deflate(
      input, format: .raw(windowBits: bits), level: 6, memoryLevel: min(max(bits - 7, 1), 8),
      ending: .syncFlush)
    if output.suffix(4).elementsEqual(tail) { output.removeLast(4) }
    return output
  }

  /// Inflates one message's payload, primed with `dictionary` (the client's
  /// last bytes when it keeps its context, else empty); fails past `limit`.
  static func inflate(_ payload: [UInt8], dictionary: [UInt8], limit: Int) throws(Failure)
    -> [UInt8]
  {
    do throws(Zlib.Failure) {
      return try Zlib.inflate(
        payload + tail, limit: limit, format: .raw(windowBits: 15), dictionary: dictionary,
        ending: .syncFlush)
    } catch {
      switch error {
      case .corrupt: throw .corrupt
      case .outputTooLarge: throw .tooLarge
      }
    }
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
