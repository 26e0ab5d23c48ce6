import Screens
import Testing
import Trellis

/// The list's and the detail's readable URLs, both ways, and bad ones.
@Suite struct MonsterURLTests {
  let list = MonsterList(repository: MonsterRepository(count: 1)).codec
  let detail = MonsterDetail(repository: MonsterRepository(count: 1)).codec

  @Test func theListURLHoldsThePagesShown() throws {
    let listing = MonsterList.Listing(monsters: [], pages: 3, hasMore: true)
    #expect(list.url(for: .init(phase: .list(listing))).target == "/monsters?pages=3")
    #expect(list.url(for: .init(phase: .pageLoading(listing))).target == "/monsters?pages=3")
    #expect(list.url(for: .init()).target == "/monsters")
    let state = try list.state(from: StateURL(parsing: "/monsters?pages=3"))
    #expect(state == MonsterList.State(phase: .initial(pages: 3)))
    #expect(list.url(for: state).target == "/monsters?pages=3")
    #expect(try list.state(from: StateURL(parsing: "/monsters")) == MonsterList.State())
  }

  @Test(arguments: [
    "/monsters?pages=0", "/monsters?pages=11", "/monsters?pages=two", "/monsters?page=2",
  ])
  func badListURLsAreRejected(_ target: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.self) { try list.state(from: url) }
  }

  @Test func theDetailURLHoldsTheID() throws {
    #expect(detail.url(for: MonsterDetail.State(id: 42)).target == "/monster?id=42")
    #expect(
      try detail.state(from: StateURL(parsing: "/monster?id=42")) == MonsterDetail.State(id: 42))
    // The bare path is a valid (not found) monster screen.
    #expect(try detail.state(from: StateURL(parsing: "/monster")) == MonsterDetail.State(id: 0))
  }

  @Test(arguments: [
    "/monster?id=abc", "/monster?id=-3", "/monster?id=0", "/monster?id=100000", "/monster?id=4.5",
    "/monster?name=Gor",
  ])
  func badDetailURLsAreRejected(_ target: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.self) { try detail.state(from: url) }
  }
}
