import Crypto
import Testing
import Trellis

@Suite struct SignedStateCodecTests {
  let codec = SignedStateCodec(
    CodableStateCodec(path: "/album", initial: AlbumState()), key: SymmetricKey(size: .bits256))

  @Test func acceptsItsOwnSignature() throws {
    let state = AlbumState(title: "Signed", photos: [9])
    let url = try StateURL(parsing: codec.url(for: state).target)
    #expect(url.value("sig") != nil)
    #expect(try codec.state(from: url) == state)
  }

  @Test func rejectsAForgedState() throws {
    var url = codec.url(for: AlbumState(title: "A"))
    let forged = CodableStateCodec(path: "/album", initial: AlbumState()).url(
      for: AlbumState(title: "B"))
    url.query[0] = forged.query[0]
    #expect(throws: URLStateError.badSignature) { try codec.state(from: url) }
  }

  @Test func rejectsAMissingOrGarbledSignature() {
    let plain = CodableStateCodec(path: "/album", initial: AlbumState()).url(for: AlbumState())
    #expect(throws: URLStateError.badSignature) { try codec.state(from: plain) }
    var garbled = plain
    garbled.query.append(.init("sig", "%%%"))
    #expect(throws: URLStateError.badSignature) { try codec.state(from: garbled) }
  }

  @Test func rejectsASignatureFromAnotherKey() {
    let other = SignedStateCodec(
      CodableStateCodec(path: "/album", initial: AlbumState()), key: SymmetricKey(size: .bits256))
    #expect(throws: URLStateError.badSignature) {
      try codec.state(from: other.url(for: AlbumState()))
    }
  }
}
