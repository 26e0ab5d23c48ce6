import Clocks
import Screens
import Testing
import Trellis

/// The list → detail → delete → list loop without a host: the routes each
/// screen sends are carried by hand, as the host would carry them.
@MainActor @Suite struct MonsterRoundTripTests {
  let clock = TestClock()
  let repository = MonsterRepository()

  @Test func aMonsterDeletedInItsDetailIsGoneFromTheList() async throws {
    let list = MonsterList(repository: repository)
    let detail = MonsterDetail(repository: repository)
    let clock = clock
    let context = { (messages: MessageSender) in ScreenContext(messages: messages, clock: clock) }
    let listURL = "/monsters?pages=2"
    let listState = try list.codec.state(from: StateURL(parsing: listURL))

    // The list loads its two pages, and the user selects monster 5.
    let lists = TestStore(initialState: listState, reducer: list.reducer) {
      list.makeEnvironment(context($0))
    }
    await lists.send(.appeared) { $0.phase = .loading(pages: 2) }
    await clock.advance(by: MonsterClient.pageLatency)
    let forty = (1...40).map(Monster.init(generatedFrom:))
    await lists.receive(.pageLoaded(MonsterPage(monsters: forty, hasMore: true))) {
      $0.phase = .list(.init(monsters: forty, pages: 2, hasMore: true))
    }
    await lists.send(.monsterTapped(id: 5))
    await lists.finish()
    guard case .navigate(let navigation) = try #require(lists.messages.first) else {
      Issue.record("expected a navigation")
      return
    }
    let detailState = try #require(navigation.state(for: MonsterDetail.self))
    #expect(detail.codec.url(for: detailState).target == "/monster?id=5")

    // The detail screen shows monster 5 and deletes it.
    let details = TestStore(initialState: detailState, reducer: detail.reducer) {
      detail.makeEnvironment(context($0))
    }
    let five = forty[4]
    await details.send(.appeared)
    await clock.advance(by: MonsterClient.lookupLatency)
    await details.receive(.loaded(five)) { $0.phase = .shown(five) }
    await details.send(.deleteTapped) { $0.phase = .deleting(five) }
    await clock.advance(by: MonsterClient.deleteLatency)
    await details.receive(.deleteSucceeded) { $0.phase = .deleted(five) }
    await details.finish()
    guard case .returnResult(let result) = try #require(details.messages.first) else {
      Issue.record("expected a result")
      return
    }

    // The list is rebuilt from its URL, takes the result, and reloads without 5.
    let again = TestStore(initialState: listState, reducer: list.reducer) {
      list.makeEnvironment(context($0))
    }
    await again.send(try #require(list.action(forResult: result))) {
      $0.notice = "\(five.name) was deleted."
    }
    await again.send(.appeared) { $0.phase = .loading(pages: 2) }
    await clock.advance(by: MonsterClient.pageLatency)
    let left = forty.filter { $0.id != 5 } + [Monster(generatedFrom: 41)]
    await again.receive(.pageLoaded(MonsterPage(monsters: left, hasMore: true))) {
      $0.phase = .list(.init(monsters: left, pages: 2, hasMore: true))
    }
    await again.finish()
    #expect(list.codec.url(for: again.state).target == listURL)
    #expect(await repository.monster(id: 5) == nil)
  }
}
