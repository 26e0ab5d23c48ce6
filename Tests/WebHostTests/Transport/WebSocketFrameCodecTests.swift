import NIOCore
import NIOWebSocket
import Testing

@testable import WebHost

/// A client frame as a browser writes it (masked unless told otherwise).
private func frame(
  opcode: UInt8, _ payload: [UInt8], fin: Bool = true, rsv: UInt8 = 0, masked: Bool = true
) -> [UInt8] {
  var bytes: [UInt8] = [(fin ? 0x80 : 0) | rsv | opcode]
  let maskBit: UInt8 = masked ? 0x80 : 0
  if payload.count < 126 {
    bytes.append(maskBit | UInt8(payload.count))
  } else if payload.count <= 0xFFFF {
    bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
  } else {
    bytes.append(maskBit | 127)
    bytes += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
  }
  guard masked else { return bytes + payload }
  let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
  return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
}

/// The frame reader and writer on bytes alone: good frames in any split,
/// and every malformed header refused with its close code.
@Suite struct WebSocketFrameCodecTests {
  /// Every frame `bytes` hold, fed in chunks of `chunk` bytes.
  private func read(_ bytes: [UInt8], chunk: Int, maxPayload: Int = 1 << 20) throws(FrameViolation)
    -> [ClientFrame]
  {
    var reader = WebSocketFrameReader(maxPayload: maxPayload)
    var frames: [ClientFrame] = []
    var offset = 0
    while offset < bytes.count {
      let end = min(offset + chunk, bytes.count)
      reader.append(ByteBuffer(bytes: bytes[offset..<end]))
      offset = end
      while let frame = try reader.next() { frames.append(frame) }
    }
    return frames
  }

  private func violation(_ bytes: [UInt8], maxPayload: Int = 1 << 20) -> FrameViolation? {
    do throws(FrameViolation) {
      _ = try read(bytes, chunk: bytes.count, maxPayload: maxPayload)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [1, 2, 3, 7, 64, 100_000])
  func framesAreReadWhateverTheSplit(_ chunk: Int) throws {
    let long = (0..<70_000).map { UInt8($0 % 251) }
    let bytes =
      frame(opcode: 1, Array("hello".utf8)) + frame(opcode: 9, [])
      + frame(opcode: 2, Array(repeating: 7, count: 300), fin: false)
      + frame(opcode: 0, long, rsv: 0) + frame(opcode: 1, [0xAA], rsv: 0x40)
    let frames = try read(bytes, chunk: chunk)
    #expect(frames.map(\.opcode) == [.text, .ping, .binary, .continuation, .text])
    #expect(frames.map(\.fin) == [true, true, false, true, true])
    #expect(frames.map(\.rsv1) == [false, false, false, false, true])
    #expect(
      frames.map { Array($0.payload.readableBytesView) } == [
        Array("hello".utf8), [], Array(repeating: 7, count: 300), long, [0xAA],
      ])
  }

  @Test func aReaderBetweenFramesHoldsNothing() throws {
    var reader = WebSocketFrameReader(maxPayload: 1024)
    let bytes = frame(opcode: 1, Array("abc".utf8))
    reader.append(ByteBuffer(bytes: bytes.prefix(4)))
    #expect(try reader.next() == nil)
    reader.append(ByteBuffer(bytes: bytes.dropFirst(4)))
    #expect(try reader.next()?.payload == ByteBuffer(string: "abc"))
    #expect(try reader.next() == nil)
    #expect(reader.isIdle)
  }

  @Test(
    arguments: [
      ("reserved bit 2", frame(opcode: 1, [1], rsv: 0x20), 1002),
      ("reserved bit 3", frame(opcode: 1, [1], rsv: 0x10), 1002),
      ("opcode 3", frame(opcode: 3, [1]), 1002),
      ("opcode 11", frame(opcode: 11, [1]), 1002),
      ("unmasked", frame(opcode: 1, [1], masked: false), 1002),
      ("fragmented ping", frame(opcode: 9, [1], fin: false), 1002),
      ("ping of 126 bytes", frame(opcode: 9, Array(repeating: 1, count: 126)), 1002),
      ("compressed close", frame(opcode: 8, [3, 0xE8], rsv: 0x40), 1002),
      ("16-bit length under 126", [0x81, 0x80 | 126, 0, 5, 1, 2, 3, 4, 0, 0, 0, 0, 0], 1002),
      ("64-bit length under 65,536", [0x81, 0x80 | 127, 0, 0, 0, 0, 0, 0, 1, 0, 1, 2, 3, 4], 1002),
      ("64-bit length with the top bit", [0x81, 0x80 | 127, 0x80, 0, 0, 0, 0, 0, 0, 0], 1002),
      ("a frame over the limit", [0x81, 0x80 | 127, 0, 0, 0, 0, 0, 0x10, 0, 0], 1009),
      ("a 16-bit frame over the limit", [0x81, 0x80 | 126, 0xFF, 0xFF], 1009),
    ] as [(String, [UInt8], Int)])
  func aBadHeaderIsRefusedAsSoonAsItShows(_ name: String, _ bytes: [UInt8], _ code: Int) {
    // The header alone decides: the payload need not arrive.
    let header = Array(bytes.prefix(bytes[1] & 0x7F == 127 ? 10 : bytes[1] & 0x7F == 126 ? 4 : 2))
    #expect(violation(header, maxPayload: 60_000)?.code == UInt16(code), "\(name)")
    #expect(violation(bytes, maxPayload: 60_000)?.code == UInt16(code), "\(name)")
  }

  @Test func afterAViolationNothingMoreIsRead() throws {
    var reader = WebSocketFrameReader(maxPayload: 1024)
    reader.append(ByteBuffer(bytes: frame(opcode: 3, [])))
    #expect(throws: FrameViolation.self) { try reader.next() }
    reader.append(ByteBuffer(bytes: frame(opcode: 1, [1])))
    #expect(try reader.next() == nil)
    #expect(reader.stopped && reader.isIdle)
  }

  @Test(
    arguments: [
      ([], nil), ([0x03, 0xE8], nil), ([0x03, 0xE9] + Array("bye".utf8), nil),
      ([0x0B, 0xB8], nil), ([0x13, 0x87], nil), ([0x03], 1002), ([0x03, 0xED], 1002),
      ([0x03, 0xEE], 1002), ([0x03, 0xE7], 1002), ([0x03, 0xF7], 1002), ([0x13, 0x88], 1002),
      ([0x03, 0xE8, 0xC3, 0x28], 1007),
    ] as [([UInt8], Int?)])
  func closeCodesAndReasonsAreChecked(_ payload: [UInt8], _ code: Int?) {
    #expect(
      WebSocketFrameReader.closeViolation(ByteBuffer(bytes: payload)).map { Int($0.code) } == code)
  }

  @Test(arguments: [0, 125, 126, 65_535, 65_536, 70_000])
  func theWriterUsesTheShortestLength(_ length: Int) {
    let payload = ByteBuffer(bytes: (0..<length).map { UInt8($0 % 256) })
    let (head, rest) = WebSocketFrameWriter.encode(
      WebSocketFrame(fin: true, rsv1: true, opcode: .text, data: payload),
      allocator: ByteBufferAllocator())
    var bytes = Array(head.readableBytesView) + (rest.map { Array($0.readableBytesView) } ?? [])
    #expect(bytes[0] == 0xC1)
    let headerSize = length < 126 ? 2 : length <= 0xFFFF ? 4 : 10
    #expect(bytes[1] == (length < 126 ? UInt8(length) : length <= 0xFFFF ? 126 : 127))
    #expect(bytes.count == headerSize + length)
    bytes.removeFirst(headerSize)
    #expect(bytes == Array(payload.readableBytesView))
    #expect((rest == nil) == (length <= WebSocketFrameWriter.copyLimit))
  }

  @Test func theAcceptKeyIsRFC6455s() {
    // RFC 6455, 1.3.
    #expect(
      LiveSocketUpgrader<Int>.accept(key: "dGhlIHNhbXBsZSBub25jZQ==")
        == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
  }
}
