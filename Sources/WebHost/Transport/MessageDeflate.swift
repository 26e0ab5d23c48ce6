import Trellis

/// permessage-deflate's payload transforms with no zlib state kept by a
/// socket between messages: each outgoing message gets a fresh raw-deflate
/// stream sized to it, each incoming one a reset inflater of a few shared by
/// all sockets, primed with the client's recent bytes
/// (`inflateSetDictionary`) when the client keeps its context.
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
  /// without its trailing `00 00 FF FF`; primed with `dictionary` (the last
  /// bytes of the stream the client's inflater holds) when given.
  static func deflate(
    _ input: UnsafeRawBufferPointer, maxWindowBits: Int, dictionary: [UInt8] = []
  ) -> [UInt8] {
    // zlib reaches back at most its window less 262 bytes of lookahead.
    let bits = windowBits(
      forCount: input.count + (dictionary.isEmpty ? 0 : dictionary.count + 262),
      maxWindowBits: min(max(maxWindowBits, 9), 15))
    // zlib's default level for small messages (a click's update is 2 bytes
    // shorter than at level 3); level 1, its fastest, from 4 KiB. The update
    // that creates 1,000 rows is a 44 KB row template, dense with values,
    // where the longer match chains of level 3 pay little: level 1 took
    // 0.20 ms for 13.5 KB, level 3 0.57 ms for 12.4 KB, level 6 1.46 ms
    // for 11.1 KB (Python's zlib, same parameters, on the gallery's message).
    // zlib's own pairing of memory level to window (8 for 15 bits).
    let level = input.count < 4096 ? 6 : 1
    var output = Zlib.deflate(
      input, format: .raw(windowBits: bits), level: level, memoryLevel: min(max(bits - 7, 1), 8),
      dictionary: dictionary, ending: .syncFlush)
    if output.suffix(4).elementsEqual(tail) { output.removeLast(4) }
    return output
  }

  /// Inflates one message's payload, primed with `dictionary` (the client's
  /// last bytes when it keeps its context, else empty); fails past `limit`.
  static func inflate(_ payload: [UInt8], dictionary: [UInt8], limit: Int) throws(Failure)
    -> [UInt8]
  {
    guard let inflater = SharedInflater.take() else { throw .corrupt }
    defer { SharedInflater.giveBack(inflater) }
    do throws(Zlib.Failure) {
      return try inflater.inflater.inflate(
        payload + tail, limit: limit, dictionary: dictionary, ending: .syncFlush)
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
      bytes.withUnsafeBufferPointer { history.slide($0, keeping: keep) }
    }
    return bytes
  }
}

/// What a socket keeps to deflate its messages to the client: nothing when
/// every message starts a fresh stream (`server_no_context_takeover`), else
/// the last bytes it sent compressed, which the client's inflater still
/// holds, so a fresh deflater primed with them (`deflateSetDictionary`)
/// continues the client's stream: a small update like the one before it
/// costs a few bytes, and no zlib state is kept between messages.
struct DeflateContext {
  /// The largest window the server's messages may use.
  let maxWindowBits: Int
  /// Whether the client keeps its inflater between messages.
  let keepsContext: Bool
  /// The end of the stream sent so far, at most ``historyBytes``.
  private(set) var history: [UInt8] = []

  /// How much of the stream sent is kept: a few small updates' worth.
  static let historyBytes = 512
  /// Without a context kept, shorter messages go uncompressed: deflate
  /// would save a few bytes at the price of a zlib stream.
  static let minimumFreshBytes = 128
  /// With a context kept, even short messages are tried: the first one
  /// sent compressed starts the history the next ones refer to.
  static let minimumContextBytes = 24

  init(maxWindowBits: Int, keepsContext: Bool) {
    self.maxWindowBits = maxWindowBits
    self.keepsContext = keepsContext
  }

  /// The message's compressed payload, or `nil` when sending it as it is
  /// is as short (the client's stream then does not see it).
  mutating func deflate(_ input: UnsafeRawBufferPointer) -> [UInt8]? {
    let dictionary = keepsContext ? history : []
    guard input.count >= (keepsContext ? Self.minimumContextBytes : Self.minimumFreshBytes) else {
      return nil
    }
    let packed = MessageDeflate.deflate(
      input, maxWindowBits: maxWindowBits, dictionary: dictionary)
    guard packed.count < input.count else { return nil }
    if keepsContext {
      // Within the client's window: at least 512 bytes, as the window is.
      history.slide(input.assumingMemoryBound(to: UInt8.self), keeping: Self.historyBytes)
    }
    return packed
  }
}

extension [UInt8] {
  /// Appends `bytes` and drops the oldest bytes past `limit`, never holding
  /// room for more than `limit`: growing past it and cutting back would
  /// allocate twice per message, and room beyond what is kept would cost
  /// every socket (an idle one keeps only its join message).
  mutating func slide(_ bytes: UnsafeBufferPointer<UInt8>, keeping limit: Int) {
    if bytes.count >= limit {
      self = Array(bytes.suffix(limit))
      return
    }
    let needed = count + bytes.count
    if needed > limit {
      if capacity >= limit {
        removeFirst(needed - limit)
      } else {
        var sized: [UInt8] = []
        sized.reserveCapacity(limit)
        sized.append(contentsOf: suffix(limit - bytes.count))
        self = sized
      }
    } else if needed > capacity {
      reserveCapacity(Swift.min(limit, Swift.max(needed, 2 * count)))
    }
    append(contentsOf: bytes)
  }
}
