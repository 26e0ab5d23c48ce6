import Screens
import Testing
import Trellis

/// The likes list's readable URL, both ways.
@Suite struct LikeHistoryURLTests {
  let codec = LikeHistory().codec

  @Test func thePageCountRoundTripsThroughTheURL() throws {
    let state = LikeHistory.State(pages: 3)
    #expect(codec.url(for: state).target == "/likes?pages=3")
    #expect(try codec.state(from: StateURL(parsing: "/likes?pages=3")) == state)
  }

  @Test func theBarePathShowsOnePage() throws {
    #expect(codec.url(for: LikeHistory.State()).target == "/likes")
    #expect(LikeHistory().initialState.pages == 1)
  }

  @Test(arguments: ["/likes?pages=0", "/likes?pages=41", "/likes?pages=two", "/likes?page=2"])
  func badURLsAreRejected(_ target: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.self) { try codec.state(from: url) }
  }
}
