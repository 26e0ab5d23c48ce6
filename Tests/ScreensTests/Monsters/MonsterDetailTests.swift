import Clocks
import Screens
import Testing
import Trellis

/// The detail screen through `TestStore` on a test clock.
@MainActor @Suite struct MonsterDetailTests {
  let clock = TestClock()
  let repository = MonsterRepository()

  func makeStore(id: Int, faults: Faults = .none)
    -> TestStore<MonsterDetail.State, MonsterDetail.Action, MonsterDetail.Environment>
  {
    let screen = MonsterDetail(repository: repository)
    let clock = clock
    return TestStore(initialState: MonsterDetail.State(id: id), reducer: screen.reducer) {
      messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock, faults: faults))
    }
  }

  @Test func deletingReturnsTheDeletionToTheOpener() async throws {
    let store = makeStore(id: 42)
    let monster = Monster(generatedFrom: 42)
    await store.send(.appeared)
    await clock.advance(by: MonsterClient.lookupLatency)
    await store.receive(.loaded(monster)) { $0.phase = .shown(monster) }
    await store.send(.deleteTapped) { $0.phase = .deleting(monster) }
    // A second click while deleting changes nothing.
    await store.send(.deleteTapped)
    await clock.advance(by: MonsterClient.deleteLatency)
    await store.receive(.deleteSucceeded) { $0.phase = .deleted(monster) }
    await store.finish()
    #expect(store.messages.count == 1)
    guard case .returnResult(let result) = try #require(store.messages.first) else {
      Issue.record("expected a result, got \(store.messages)")
      return
    }
    #expect(result.value(as: MonsterDeletion.self) == MonsterDeletion(id: 42, name: monster.name))
    #expect(await repository.monster(id: 42) == nil)
    #expect(await repository.count == MonsterRepository.defaultCount - 1)
  }

  @Test func anUnknownMonsterIsNotFound() async {
    let store = makeStore(id: MonsterRepository.defaultCount + 1)
    await store.send(.appeared)
    await clock.advance(by: MonsterClient.lookupLatency)
    await store.receive(.loaded(nil)) { $0.phase = .notFound }
    await store.send(.deleteTapped)
    await store.finish()
    #expect(store.messages.isEmpty)
  }

  @Test func aFailedDeleteKeepsTheMonsterAndRetrySucceeds() async {
    let store = makeStore(id: 7, faults: ["delete"])
    let monster = Monster(generatedFrom: 7)
    await store.send(.appeared)
    await clock.advance(by: MonsterClient.lookupLatency)
    await store.receive(.loaded(monster)) { $0.phase = .shown(monster) }
    await store.send(.deleteTapped) { $0.phase = .deleting(monster) }
    await clock.advance(by: MonsterClient.deleteLatency)
    let message = MonsterError.deleteRefused.description
    await store.receive(.deleteFailed(message)) {
      $0.phase = .deleteFailed(monster, message: message)
    }
    #expect(await repository.monster(id: 7) == monster)
    await store.send(.deleteTapped) { $0.phase = .deleting(monster) }
    await clock.advance(by: MonsterClient.deleteLatency)
    await store.receive(.deleteSucceeded) { $0.phase = .deleted(monster) }
    await store.finish()
    #expect(store.messages.count == 1)
  }

  @Test func theScreenLoadsOnlyOnAppear() {
    let screen = MonsterDetail(repository: repository)
    #expect(screen.appearAction(.init(id: 3)) == .appeared)
    #expect(screen.appearAction(.init(id: 3, phase: .notFound)) == nil)
  }
}
