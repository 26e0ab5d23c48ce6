import Clocks
import Screens
import Trellis

/// A test clock, a fresh repository, and stores over them.
@MainActor struct LikeHistoryHarness {
  typealias Store = TestStore<LikeHistory.State, LikeHistory.Action, LikeHistory.Environment>

  let clock = TestClock()
  let repository: InMemoryLikes

  init(repository: InMemoryLikes = InMemoryLikes()) { self.repository = repository }

  /// A store on the test clock with `faults` injected.
  func makeStore(_ state: LikeHistory.State = .init(), faults: Faults = .none) -> Store {
    let screen = LikeHistory(repository: repository)
    let clock = clock
    return TestStore(initialState: state, reducer: screen.reducer) { messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock, faults: faults))
    }
  }

  /// A store with the first page loaded.
  func loadedStore(faults: Faults = .none) async -> Store {
    let page = await repository.page(after: nil, limit: LikeHistory.pageSize)
    let store = makeStore(faults: faults)
    await store.send(.appeared) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.success(page))) {
      $0.isLoading = false
      $0.likes = page.likes
      $0.loadedPages = 1
      $0.total = page.total
    }
    return store
  }

  /// Receives the load that fills the first page again after a deletion
  /// (advancing the clock by the load's latency unless another store's
  /// refill already did).
  func receiveRefill(_ store: Store, advancing: Bool = true) async {
    let page = await repository.page(
      after: store.state.likes.last?.id, limit: LikeHistory.pageSize)
    if advancing { await clock.advance(by: .milliseconds(300)) }
    await store.receive(.refillLoaded(.success(page))) {
      $0.isLoading = false
      $0.likes.append(page.likes[0])
      $0.total = page.total
    }
  }
}
