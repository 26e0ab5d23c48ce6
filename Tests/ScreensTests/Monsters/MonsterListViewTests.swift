import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The list's view in each phase of its machine, as validated HTML snapshots.
@Suite struct MonsterListViewTests {
  let screen = MonsterList(repository: MonsterRepository(count: 1))
  /// Three monsters keep the snapshots readable; the view does not care how many.
  let listing = MonsterList.Listing(
    monsters: (1...3).map(Monster.init(generatedFrom:)), pages: 1, hasMore: true)

  @Test func loading() {
    assertSnapshot(of: screen.view(.init(phase: .loading(pages: 2))), as: .html)
  }

  @Test func list() {
    assertSnapshot(of: screen.view(.init(phase: .list(listing))), as: .html)
  }

  @Test func listAfterADeletionWithNothingMoreToLoad() {
    var last = listing
    last.hasMore = false
    last.monsters.remove(at: 1)
    assertSnapshot(
      of: screen.view(.init(phase: .list(last), notice: "Gorbla was deleted.")), as: .html)
  }

  @Test func pageLoading() {
    assertSnapshot(of: screen.view(.init(phase: .pageLoading(listing))), as: .html)
  }

  @Test func pageError() {
    let failure = MonsterList.PageFailure(
      listing: listing, message: MonsterError.unreachable.description)
    assertSnapshot(of: screen.view(.init(phase: .pageError(failure))), as: .html)
  }

  @Test func fullScreenError() {
    let failure = MonsterList.LoadFailure(pages: 1, message: MonsterError.unreachable.description)
    assertSnapshot(of: screen.view(.init(phase: .error(failure))), as: .html)
  }

  @Test func everyButtonSendsItsAction() {
    var ids = HandlerIDs()
    let tree = mount(screen.view(.init(phase: .list(listing))), ids: &ids)
    let index = HandlerIndex(tree)
    let actions = (1..<ids.next).compactMap { index.handler(for: $0)?.action(for: EventPayload()) }
    #expect(actions == listing.monsters.map { .monsterTapped(id: $0.id) } + [.loadMoreTapped])
  }

  @Test func theTitleCountsTheMonstersShown() {
    #expect(screen.title(.init()) == "Monsters")
    #expect(screen.title(.init(phase: .list(listing))) == "Monsters (3)")
  }
}
