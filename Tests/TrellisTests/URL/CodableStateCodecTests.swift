import Testing
import Trellis

struct AlbumState: Codable, Equatable, Sendable {
  var title = "Baby"
  var photos: [Int] = []
}

@Suite struct CodableStateCodecTests {
  let codec = CodableStateCodec(path: "/album", initial: AlbumState()) { state in
    state.photos.count <= 1000 ? nil : "at most 1000 photos"
  }

  @Test func roundTripsThroughTheURL() throws {
    let state = AlbumState(title: "Summer ☀︎ & <friends>", photos: [3, 1, 4, 1, 5])
    let url = codec.url(for: state)
    #expect(url.path == "/album")
    #expect(url.query.map(\.name) == ["s"])
    let reparsed = try StateURL(parsing: url.target)
    #expect(try codec.state(from: reparsed) == state)
  }

  @Test func equalStatesGiveEqualURLs() {
    #expect(
      codec.url(for: AlbumState(photos: [1, 2])) == codec.url(for: AlbumState(photos: [1, 2])))
  }

  @Test func theBarePathIsTheInitialState() throws {
    #expect(try codec.state(from: StateURL(path: "/album")) == AlbumState())
  }

  @Test func rejectsBadBase64() {
    #expect(throws: URLStateError.malformed("the state is not valid base64url")) {
      try codec.state(from: StateURL(path: "/album", query: [.init("s", "***")]))
    }
  }

  @Test func rejectsDataThatIsNotZlib() {
    let junk = Base64URL.encode(Array("not compressed at all".utf8))
    #expect(throws: URLStateError.malformed("the state is not a valid zlib stream")) {
      try codec.state(from: StateURL(path: "/album", query: [.init("s", junk)]))
    }
  }

  @Test func rejectsJSONOfTheWrongShape() {
    let packed = Base64URL.encode(Zlib.deflate(Array(#"{"title":5,"photos":[]}"#.utf8)))
    #expect {
      try codec.state(from: StateURL(path: "/album", query: [.init("s", packed)]))
    } throws: { error in
      guard case .malformed(let reason) = error as? URLStateError else { return false }
      return reason.contains("title")
    }
  }

  @Test func stopsAZipBombAtTheInflateLimit() {
    let bomb = #"{"title":""# + String(repeating: "a", count: 3_000_000) + #"","photos":[]}"#
    let packed = Base64URL.encode(Zlib.deflate(Array(bomb.utf8)))
    #expect(packed.utf8.count < URLLimits.standard.maxEncodedStateBytes)
    #expect(throws: URLStateError.inflatedTooLarge(limit: URLLimits.standard.maxInflatedBytes)) {
      try codec.state(from: StateURL(path: "/album", query: [.init("s", packed)]))
    }
  }

  @Test func rejectsAnOversizeEncodedState() {
    let long = String(repeating: "A", count: URLLimits.standard.maxEncodedStateBytes + 4)
    #expect(
      throws: URLStateError.oversize(
        limit: URLLimits.standard.maxEncodedStateBytes, actual: long.utf8.count)
    ) {
      try codec.state(from: StateURL(path: "/album", query: [.init("s", long)]))
    }
  }

  @Test func appliesTheScreensValidation() {
    let url = codec.url(for: AlbumState(photos: Array(0..<1001)))
    #expect(throws: URLStateError.invalid("at most 1000 photos")) { try codec.state(from: url) }
  }

  @Test func rejectsUnknownParameters() {
    #expect(throws: URLStateError.malformed("unknown parameter “x”")) {
      try codec.state(from: StateURL(path: "/album", query: [.init("x", "1")]))
    }
  }
}
