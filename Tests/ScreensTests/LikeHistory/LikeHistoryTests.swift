import Clocks
import Screens
import Testing
import Trellis

/// The likes list's reducer, driven exhaustively through `TestStore` on a
/// test clock over a real repository.
@MainActor @Suite struct LikeHistoryTests {
  let harness = LikeHistoryHarness()
  var clock: TestClock<Duration> { harness.clock }
  var repository: InMemoryLikes { harness.repository }
  func makeStore(_ state: LikeHistory.State = .init(), faults: Faults = .none)
    -> LikeHistoryHarness.Store
  {
    harness.makeStore(state, faults: faults)
  }

  @Test func appearingLoadsTheFirstPageAfterTheLatency() async {
    let store = makeStore()
    await store.send(.appeared) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(299))
    #expect(store.state.likes.isEmpty)
    let page = await repository.page(after: nil, limit: LikeHistory.pageSize)
    #expect(page.likes.count == 15 && page.total == 120 && page.likes.first?.id == 120)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.pageLoaded(.success(page))) {
      $0.isLoading = false
      $0.likes = page.likes
      $0.loadedPages = 1
      $0.total = 120
    }
    await store.finish()
  }

  @Test func aDeepLinkLoadsEveryPageItAsksFor() async {
    let first = await repository.page(after: nil, limit: LikeHistory.pageSize)
    let second = await repository.page(after: first.likes.last?.id, limit: LikeHistory.pageSize)
    let store = makeStore(.init(pages: 2))
    await store.send(.appeared) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.success(first))) {
      $0.likes = first.likes
      $0.loadedPages = 1
      $0.total = 120
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.success(second))) {
      $0.isLoading = false
      $0.likes = first.likes + second.likes
      $0.loadedPages = 2
    }
    #expect(store.state.likes.map(\.id) == Array((91...120).reversed()))
    await store.finish()
  }

  @Test func loadMoreAddsAPageAndCountsItInTheURL() async {
    let store = await harness.loadedStore()
    let next = await repository.page(
      after: store.state.likes.last?.id, limit: LikeHistory.pageSize)
    await store.send(.loadMoreTapped) {
      $0.pages = 2
      $0.isLoading = true
    }
    // A second tap while the page is on its way does nothing.
    await store.send(.loadMoreTapped)
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.success(next))) {
      $0.isLoading = false
      $0.likes += next.likes
      $0.loadedPages = 2
    }
    await store.finish()
  }

  @Test func aURLAskingForMorePagesThanThereAreSettlesOnTheRealCount() async {
    let small = InMemoryLikes(likes: Like.samples(count: 20))
    let screen = LikeHistory(repository: small)
    let clock = clock
    let store = TestStore(initialState: .init(pages: 40), reducer: screen.reducer) { messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock))
    }
    let first = await small.page(after: nil, limit: 15)
    let second = await small.page(after: first.likes.last?.id, limit: 15)
    #expect(!second.hasMore && second.likes.count == 5)
    await store.send(.appeared) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.success(first))) {
      $0.likes = first.likes
      $0.loadedPages = 1
      $0.total = 20
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.success(second))) {
      $0.isLoading = false
      $0.likes += second.likes
      $0.loadedPages = 2
      $0.hasMore = false
      $0.pages = 2
    }
    await store.send(.loadMoreTapped)
    await store.finish()
  }

  @Test func aFailedLoadShowsTheBannerAndRetryLoadsAgain() async {
    let store = makeStore(faults: ["load"])
    await store.send(.appeared) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.failure(.unreachable))) {
      $0.isLoading = false
      $0.problem = .init(.load, .unreachable)
    }
    let page = await repository.page(after: nil, limit: LikeHistory.pageSize)
    await store.send(.retryTapped) {
      $0.problem = nil
      $0.isLoading = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.success(page))) {
      $0.isLoading = false
      $0.likes = page.likes
      $0.loadedPages = 1
      $0.total = 120
    }
    await store.finish()
  }
}
