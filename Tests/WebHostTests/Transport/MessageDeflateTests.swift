import CZlib
import Testing

@testable import WebHost

@Suite struct MessageDeflateTests {
  private func deflate(_ bytes: [UInt8], maxWindowBits: Int = 15) -> [UInt8] {
    bytes.withUnsafeBytes { MessageDeflate.deflate($0, maxWindowBits: maxWindowBits) }
  }

  /// Benchmark-like rows: labels of words picked pseudo-randomly, so that
  /// repeats lie far apart as in js-framework-benchmark's tables.
  private func rows(_ count: Int) -> [UInt8] {
    let words = [
      "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
      "red", "yellow", "blue", "green", "pink", "brown", "purple", "white", "black", "orange",
      "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    ]
    var seed: UInt64 = 42
    func pick() -> String {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return words[Int(seed >> 33) % words.count]
    }
    return Array(
      (0..<count).map {
        #"[0,[6,"tr",[["id","\#($0)"]],"<td>\#($0)</td><td><a>\#(pick()) \#(pick()) \#(pick())</a></td>"]]"#
      }
      .joined(separator: ",").utf8)
  }

  @Test func theWindowGrowsWithTheMessage() {
    #expect(MessageDeflate.windowBits(forCount: 60, maxWindowBits: 15) == 9)
    #expect(MessageDeflate.windowBits(forCount: 600, maxWindowBits: 15) == 10)
    #expect(MessageDeflate.windowBits(forCount: 40_000, maxWindowBits: 15) == 15)
    #expect(MessageDeflate.windowBits(forCount: 40_000, maxWindowBits: 10) == 10)
  }

  @Test(arguments: [0, 1, 200, 3_000])
  func messagesRoundTripWithoutContext(_ rowCount: Int) throws {
    let message = rows(rowCount)
    let packed = deflate(message)
    #expect(!packed.suffix(4).elementsEqual(MessageDeflate.tail))
    var context = InflateContext(windowBits: nil)
    #expect(try context.inflate(packed, limit: 1 << 24) == message)
    #expect(context.history.isEmpty)
  }

  @Test func aLargeMessageCompressesAsWithAFullWindow() {
    let message = rows(1_000)
    let packed = deflate(message)
    // Repeats across rows lie further apart than a 9-bit window reaches
    // (a third more bytes at level 1, which large messages get).
    #expect(packed.count * 4 < deflate(message, maxWindowBits: 9).count * 3)
    #expect(packed.count * 5 < message.count)
  }

  @Test func aClientStreamWithContextTakeoverInflatesMessageByMessage() throws {
    var client = ClientDeflater(windowBits: 9)
    var server = InflateContext(windowBits: 9)
    let messages = (1...40).map {
      Array(
        #"{"t":"event","s":\#($0),"h":2,"v":"\#(String(repeating: "ab", count: $0 * 5))"}"#.utf8)
    }
    var wire = 0
    for message in messages {
      let packed = client.deflate(message)
      wire += packed.count
      #expect(try server.inflate(packed, limit: 1 << 20) == message)
      #expect(server.history.count <= 512)
    }
    // The shared context pays: later events are mostly back references.
    #expect(wire * 3 < messages.map(\.count).reduce(0, +))
  }

  @Test(arguments: [15, 9])
  func serverMessagesPrimedWithWhatWasSentInflateOnAClientKeepingItsContext(_ bits: Int) throws {
    var server = DeflateContext(maxWindowBits: bits, keepsContext: true)
    var client = ClientInflater(windowBits: bits)
    var sizes: [Int] = []
    for count in 1...40 {
      let message = Array(
        (#"{"t":"u","b":\#(count),"s":\#(count),"ops":[2,1,0,[1,"\#(count)"],-3,4,0,[1,"\#(count)"]],"#
          + #""url":"/counter?count=\#(count)","title":"Counter: \#(count)"}"#).utf8)
      let packed = try #require(message.withUnsafeBytes { server.deflate($0) })
      sizes.append(packed.count)
      #expect(try client.inflate(packed) == message)
      #expect(server.history.count <= DeflateContext.historyBytes)
    }
    // An update like the one before it costs a few bytes.
    #expect(sizes.dropFirst().allSatisfy { $0 < 30 })
  }

  /// Sockets share a few inflaters: two clients' streams, message by
  /// message in turn, each inflate with its own history only.
  @Test func twoClientStreamsInTurnInflateThroughTheSharedInflaters() throws {
    var left = ClientDeflater(windowBits: 9)
    var right = ClientDeflater(windowBits: 9)
    var servers = [InflateContext(windowBits: 9), InflateContext(windowBits: 9)]
    for count in 1...30 {
      let message = { (side: String) in
        Array(#"{"t":"event","s":\#(count),"v":"\#(side) \#(side)"}"#.utf8)
      }
      let packed = [left.deflate(message("left")), right.deflate(message("right"))]
      #expect(try servers[0].inflate(packed[0], limit: 1 << 20) == message("left"))
      #expect(try servers[1].inflate(packed[1], limit: 1 << 20) == message("right"))
    }
  }

  /// A history keeps the last bytes up to its limit in a buffer of that
  /// size, not in the doubling growth would leave (1 KiB and more at 512).
  @Test(arguments: [1, 37, 200, 511, 512, 700])
  func aHistorySlidesWithinItsLimit(_ step: Int) {
    var history: [UInt8] = []
    var all: [UInt8] = []
    for round in 0..<40 {
      let bytes = (0..<step).map { UInt8(truncatingIfNeeded: round * 31 + $0) }
      all += bytes
      bytes.withUnsafeBufferPointer { history.slide($0, keeping: 512) }
      #expect(history == Array(all.suffix(512)))
      #expect(history.capacity < 1_000)
    }
  }

  @Test func withoutContextShortMessagesGoAsTheyAre() {
    var server = DeflateContext(maxWindowBits: 15, keepsContext: false)
    let short = Array(#"{"t":"ack","s":1}"#.utf8)
    #expect(short.withUnsafeBytes { server.deflate($0) } == nil)
    let long = Array(String(repeating: #"{"t":"ack","s":1}"#, count: 10).utf8)
    #expect(long.withUnsafeBytes { server.deflate($0) } != nil)
    #expect(server.history.isEmpty)
  }

  @Test func aBombStopsAtTheLimit() {
    let bomb = deflate([UInt8](repeating: 0, count: 2 << 20))
    #expect(bomb.count < 16_000)
    var context = InflateContext(windowBits: nil)
    #expect(throws: MessageDeflate.Failure.tooLarge) { try context.inflate(bomb, limit: 1 << 20) }
  }

  @Test func garbageIsCorrupt() {
    var context = InflateContext(windowBits: nil)
    #expect(throws: MessageDeflate.Failure.corrupt) {
      try context.inflate([0xFF, 0xFF, 0xFF, 0x01, 0x02], limit: 1 << 20)
    }
  }
}

/// A client's permessage-deflate compressor that keeps its context between
/// messages: one raw deflate stream, sync-flushed after each message.
struct ClientDeflater: ~Copyable {
  private var stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)

  init(windowBits: Int) {
    stream.initialize(to: z_stream())
    let status = deflateInit2_(
      stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -Int32(windowBits), 8, Z_DEFAULT_STRATEGY,
      zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK)
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  mutating func deflate(_ message: [UInt8]) -> [UInt8] {
    var input = message
    var output = [UInt8](repeating: 0, count: message.count + 64)
    let produced = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.pointee.next_in = inBuffer.baseAddress
        stream.pointee.avail_in = UInt32(inBuffer.count)
        stream.pointee.next_out = outBuffer.baseAddress
        stream.pointee.avail_out = UInt32(outBuffer.count)
        precondition(CZlib.deflate(stream, Z_SYNC_FLUSH) == Z_OK)
        return outBuffer.count - Int(stream.pointee.avail_out)
      }
    }
    return Array(output[0..<(produced - 4)])
  }
}

/// A browser's permessage-deflate decompressor for the server's messages
/// when it keeps its context: one raw inflate stream across messages.
struct ClientInflater: ~Copyable {
  private var stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)

  init(windowBits: Int) {
    stream.initialize(to: z_stream())
    let status = inflateInit2_(
      stream, -Int32(windowBits), zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK)
  }

  deinit {
    inflateEnd(stream)
    stream.deallocate()
  }

  mutating func inflate(_ payload: [UInt8]) throws -> [UInt8] {
    var input = payload + [0, 0, 0xFF, 0xFF]
    var output = [UInt8](repeating: 0, count: 1 << 16)
    let produced = try input.withUnsafeMutableBufferPointer { inBuffer in
      try output.withUnsafeMutableBufferPointer { outBuffer in
        stream.pointee.next_in = inBuffer.baseAddress
        stream.pointee.avail_in = UInt32(inBuffer.count)
        stream.pointee.next_out = outBuffer.baseAddress
        stream.pointee.avail_out = UInt32(outBuffer.count)
        let status = CZlib.inflate(stream, Z_SYNC_FLUSH)
        guard status == Z_OK, stream.pointee.avail_in == 0 else {
          throw MessageDeflate.Failure.corrupt
        }
        return outBuffer.count - Int(stream.pointee.avail_out)
      }
    }
    return Array(output[0..<produced])
  }
}
