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
}
