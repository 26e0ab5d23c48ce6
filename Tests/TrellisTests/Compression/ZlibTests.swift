import Testing
import Trellis

@Suite struct ZlibTests {
  @Test(arguments: [Zlib.Format.zlib, .gzip])
  func roundTrips(format: Zlib.Format) throws {
    let input = Array((0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7 % 251) })
    let packed = Zlib.deflate(input, format: format)
    #expect(try Zlib.inflate(packed, limit: input.count, format: format) == input)
  }

  @Test func emptyInputRoundTrips() throws {
    #expect(try Zlib.inflate(Zlib.deflate([]), limit: 0) == [])
  }

  @Test func aBombStopsAtTheLimit() {
    let bomb = Zlib.deflate([UInt8](repeating: 0, count: 20_000_000))
    #expect(bomb.count < 30_000)
    #expect(throws: Zlib.Failure.outputTooLarge(limit: 65536)) {
      try Zlib.inflate(bomb, limit: 65536)
    }
  }

  @Test func anOutputOfExactlyTheLimitIsAccepted() throws {
    let input = [UInt8](repeating: 42, count: 1000)
    #expect(try Zlib.inflate(Zlib.deflate(input), limit: 1000).count == 1000)
    #expect(throws: Zlib.Failure.outputTooLarge(limit: 999)) {
      try Zlib.inflate(Zlib.deflate(input), limit: 999)
    }
  }

  @Test func corruptTruncatedAndTrailingInputsFail() {
    let packed = Zlib.deflate(Array("hello, hello, hello".utf8))
    #expect(throws: Zlib.Failure.corrupt) { try Zlib.inflate([1, 2, 3, 4], limit: 100) }
    #expect(throws: Zlib.Failure.corrupt) {
      try Zlib.inflate(Array(packed.dropLast(3)), limit: 100)
    }
    #expect(throws: Zlib.Failure.corrupt) { try Zlib.inflate(packed + [0], limit: 100) }
    #expect(throws: Zlib.Failure.corrupt) { try Zlib.inflate(packed, limit: 100, format: .gzip) }
  }

  @Test(arguments: [9, 12, 15])
  func aRawSyncFlushedStreamEndsOnTheEmptyBlockAndInflatesAsItGoes(windowBits: Int) throws {
    let input = Array(String(repeating: "a message, and a message again. ", count: 40).utf8)
    let packed = input.withUnsafeBytes {
      Zlib.deflate($0, format: .raw(windowBits: windowBits), level: 6, ending: .syncFlush)
    }
    #expect(packed.suffix(4) == [0, 0, 0xFF, 0xFF])
    #expect(packed.count * 5 < input.count)
    let inflated = try Zlib.inflate(
      packed, limit: input.count, format: .raw(windowBits: 15), ending: .syncFlush)
    #expect(inflated == input)
    // A whole-stream inflate refuses it: the stream never ends.
    #expect(throws: Zlib.Failure.corrupt) {
      try Zlib.inflate(packed, limit: input.count, format: .raw(windowBits: 15))
    }
  }

  @Test func aSyncFlushedInflateLeavesWhatFollowsAFinalBlockUnread() throws {
    let whole = Array("the end".utf8).withUnsafeBytes {
      Zlib.deflate($0, format: .raw(windowBits: 9))
    }
    let inflated = try Zlib.inflate(
      whole + [0, 0, 0xFF, 0xFF], limit: 100, format: .raw(windowBits: 9), ending: .syncFlush)
    #expect(inflated == Array("the end".utf8))
  }

  /// A message deflated from a dictionary of the words it repeats.
  private static let dictionary = Array("a client's earlier message, ".utf8)
  private static let message = Array("a client's earlier message, again".utf8)
  private static let primed = message.withUnsafeBytes {
    Zlib.deflate(
      $0, format: .raw(windowBits: 9), level: 6, dictionary: dictionary, ending: .syncFlush)
  }

  @Test func aRawStreamStartedFromADictionaryNeedsItToInflate() throws {
    let (dictionary, message, packed) = (Self.dictionary, Self.message, Self.primed)
    let alone = message.withUnsafeBytes {
      Zlib.deflate($0, format: .raw(windowBits: 9), level: 6, ending: .syncFlush)
    }
    // It refers back into the dictionary instead of spelling the words out.
    #expect(packed.count + 10 < alone.count)
    let inflated = try Zlib.inflate(
      packed, limit: 100, format: .raw(windowBits: 15), dictionary: dictionary,
      ending: .syncFlush)
    #expect(inflated == message)
    #expect(throws: Zlib.Failure.corrupt) {
      try Zlib.inflate(packed, limit: 100, format: .raw(windowBits: 15), ending: .syncFlush)
    }
  }

  /// One inflater for many inputs, as a pool lends it to socket after
  /// socket: nothing of an earlier input (its dictionary, its window, a
  /// failure) reaches a later one.
  @Test func aReusedInflaterInflatesEachInputAsAFreshOneWould() throws {
    let (dictionary, message, primed) = (Self.dictionary, Self.message, Self.primed)
    let plain = Array(String(repeating: "another message. ", count: 30).utf8)
    let packed = plain.withUnsafeBytes {
      Zlib.deflate($0, format: .raw(windowBits: 12), level: 6, ending: .syncFlush)
    }
    let bomb = [UInt8](repeating: 0, count: 100_000).withUnsafeBytes {
      Zlib.deflate($0, format: .raw(windowBits: 15), level: 6, ending: .syncFlush)
    }
    let inflater = try #require(Zlib.Inflater(format: .raw(windowBits: 15)))
    for _ in 0..<3 {
      #expect(
        try inflater.inflate(primed, limit: 100, dictionary: dictionary, ending: .syncFlush)
          == message)
      // The last input's dictionary is gone: without it, the same bytes fail.
      #expect(throws: Zlib.Failure.corrupt) {
        try inflater.inflate(primed, limit: 100, ending: .syncFlush)
      }
      #expect(throws: Zlib.Failure.outputTooLarge(limit: 1_000)) {
        try inflater.inflate(bomb, limit: 1_000, ending: .syncFlush)
      }
      #expect(throws: Zlib.Failure.corrupt) {
        try inflater.inflate([0xFF, 0xFF, 0xFF, 0x01], limit: 100, ending: .syncFlush)
      }
      #expect(try inflater.inflate(packed, limit: plain.count, ending: .syncFlush) == plain)
    }
  }
}
