import Screens
import Testing
import Trellis

/// The album's readable URL, both ways.
@Suite struct BabyAlbumURLTests {
  let codec = BabyAlbum().codec

  @Test func thePhotoRoundTripsThroughTheURL() throws {
    #expect(codec.url(for: .init(photo: 3)).target == "/album?photo=3")
    #expect(try codec.state(from: StateURL(parsing: "/album?photo=3")) == .init(photo: 3))
    #expect(codec.url(for: .init()).target == "/album")
    #expect(BabyAlbum().initialState == .init(photo: 1))
  }

  @Test(arguments: ["/album?photo=0", "/album?photo=13", "/album?photo=cat", "/album?speed=2"])
  func badURLsAreRejected(_ target: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.self) { try codec.state(from: url) }
  }

  @Test func eachChangeReplacesTheURL() {
    // Without the `PushesHistory` capability the host replaces the entry on every change.
    #expect(!(BabyAlbum() as Any is any PushesHistory))
  }
}
