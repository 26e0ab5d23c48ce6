import Clocks
import Screens
import Testing
import Trellis

/// The monster list's machine, driven exhaustively through `TestStore` on a
/// test clock: loading, paging, both error paths, routes and results.
@MainActor @Suite struct MonsterListTests {
  typealias Listing = MonsterList.Listing
  let clock = TestClock()
  let repository = MonsterRepository()

  func makeStore(_ state: MonsterList.State = .init(), faults: Faults = .none)
    -> TestStore<MonsterList.State, MonsterList.Action, MonsterList.Environment>
  {
    let screen = MonsterList(repository: repository)
    let clock = clock
    return TestStore(initialState: state, reducer: screen.reducer) { messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock, faults: faults))
    }
  }

  /// The generated monsters numbered `ids`, as a fresh repository holds them.
  func monsters(_ ids: ClosedRange<Int>) -> [Monster] { ids.map(Monster.init(generatedFrom:)) }

  @Test func loadsTheFirstPageThenTwentyMore() async {
    let store = makeStore()
    await store.send(.appeared) { $0.phase = .loading(pages: 1) }
    await clock.advance(by: MonsterClient.pageLatency)
    let first = Listing(monsters: monsters(1...20), pages: 1, hasMore: true)
    await store.receive(.pageLoaded(MonsterPage(monsters: first.monsters, hasMore: true))) {
      $0.phase = .list(first)
    }
    await store.send(.loadMoreTapped) { $0.phase = .pageLoading(first) }
    await clock.advance(by: MonsterClient.pageLatency)
    await store.receive(.pageLoaded(MonsterPage(monsters: monsters(21...40), hasMore: true))) {
      $0.phase = .list(Listing(monsters: self.monsters(1...40), pages: 2, hasMore: true))
    }
    #expect(store.state.pages == 2)
    await store.finish()
  }

  @Test func aDeepLinkLoadsAllItsPagesAtOnceAndTheLastPageEndsTheList() async {
    let pages = MonsterRepository.defaultCount / MonsterClient.pageSize
    let store = makeStore(MonsterList.State(phase: .initial(pages: pages)))
    await store.send(.appeared) { $0.phase = .loading(pages: pages) }
    await clock.advance(by: MonsterClient.pageLatency)
    let all = monsters(1...MonsterRepository.defaultCount)
    await store.receive(.pageLoaded(MonsterPage(monsters: all, hasMore: false))) {
      $0.phase = .list(Listing(monsters: all, pages: pages, hasMore: false))
    }
    await store.finish()
  }

  @Test func aFailedFirstLoadShowsTheErrorAndRetryLoads() async {
    let store = makeStore(faults: ["first-page"])
    await store.send(.appeared) { $0.phase = .loading(pages: 1) }
    await clock.advance(by: MonsterClient.pageLatency)
    let message = MonsterError.unreachable.description
    await store.receive(.pageFailed(message)) {
      $0.phase = .error(MonsterList.LoadFailure(pages: 1, message: message))
    }
    await store.send(.retryTapped) { $0.phase = .loading(pages: 1) }
    await clock.advance(by: MonsterClient.pageLatency)
    let first = Listing(monsters: monsters(1...20), pages: 1, hasMore: true)
    await store.receive(.pageLoaded(MonsterPage(monsters: first.monsters, hasMore: true))) {
      $0.phase = .list(first)
    }
    await store.finish()
  }

  @Test func aFailedNextPageKeepsTheMonstersAndRetryLoadsIt() async {
    let first = Listing(monsters: monsters(1...20), pages: 1, hasMore: true)
    let store = makeStore(MonsterList.State(phase: .list(first)), faults: ["next-page"])
    await store.send(.loadMoreTapped) { $0.phase = .pageLoading(first) }
    await clock.advance(by: MonsterClient.pageLatency)
    let message = MonsterError.unreachable.description
    await store.receive(.pageFailed(message)) {
      $0.phase = .pageError(MonsterList.PageFailure(listing: first, message: message))
    }
    #expect(store.state.phase.listing?.monsters.count == 20)
    await store.send(.retryTapped) { $0.phase = .pageLoading(first) }
    await clock.advance(by: MonsterClient.pageLatency)
    await store.receive(.pageLoaded(MonsterPage(monsters: monsters(21...40), hasMore: true))) {
      $0.phase = .list(Listing(monsters: self.monsters(1...40), pages: 2, hasMore: true))
    }
    await store.finish()
  }

  @Test func actionsNotDeclaredForThePhaseChangeNothing() async {
    let store = makeStore(MonsterList.State(phase: .loading(pages: 1)))
    await store.send(.loadMoreTapped)
    await store.send(.retryTapped)
    await store.send(.monsterTapped(id: 3))
    await store.finish()
    #expect(store.messages.isEmpty)
  }

  @Test func selectingAMonsterNavigatesToItsDetail() async throws {
    let listing = Listing(monsters: monsters(1...3), pages: 1, hasMore: true)
    let store = makeStore(MonsterList.State(phase: .list(listing)))
    await store.send(.monsterTapped(id: 2))
    await store.finish()
    #expect(store.messages.count == 1)
    guard case .navigate(let navigation) = try #require(store.messages.first) else {
      Issue.record("expected a navigation, got \(store.messages)")
      return
    }
    #expect(navigation.destination == MonsterDetail.name)
    #expect(navigation.style == .push)
    #expect(navigation.state(for: MonsterDetail.self) == MonsterDetail.State(id: 2))
  }

  @Test func aDeletionHandedBackRemovesTheMonster() async throws {
    let listing = Listing(monsters: monsters(1...3), pages: 1, hasMore: true)
    let store = makeStore(MonsterList.State(phase: .list(listing)))
    let deleted = monsters(2...2)[0]
    let result = ScreenResult(MonsterDeletion(id: deleted.id, name: deleted.name))
    let action = try #require(MonsterList(repository: repository).action(forResult: result))
    await store.send(action) {
      $0.phase = .list(
        Listing(monsters: [listing.monsters[0], listing.monsters[2]], pages: 1, hasMore: true))
      $0.notice = "\(deleted.name) was deleted."
    }
    await store.finish()
  }

  @Test func aResultOfAnotherTypeIsIgnored() {
    #expect(MonsterList(repository: repository).action(forResult: ScreenResult("hello")) == nil)
  }

  @Test func theListAppearsOnlyBeforeItLoaded() {
    let screen = MonsterList(repository: repository)
    #expect(screen.appearAction(.init()) == .appeared)
    let listing = Listing(monsters: [], pages: 1, hasMore: false)
    #expect(screen.appearAction(.init(phase: .list(listing))) == nil)
  }
}
