import Clocks
import Testing

@testable import Runtime

/// The paged-list machine driven through `TestStore`, with a `TestClock`
/// standing for the repository's latency, so nothing really waits.
@MainActor
@Suite struct StateMachineTestStoreTests {
  typealias Page = PagedList.Page

  /// A repository that answers after `latency` on `clock`, from a script.
  func environment(
    _ server: PageServer, clock: TestClock<Duration>, latency: Duration = .milliseconds(300)
  )
    -> PagedList.Environment
  {
    PagedList.Environment(
      loadPage: { index in
        try await clock.sleep(for: latency)
        return try await server.load(index)
      },
      open: { await server.open($0) }
    )
  }

  @Test func pagedListJourneyThroughTestStore() async {
    let clock = TestClock()
    let server = PageServer([.success(["a", "b"]), .failure(.init()), .success(["c"])])
    let store = TestStore(
      initialState: PagedList.State.initial, reducer: PagedList.machine().reducer,
      environment: environment(server, clock: clock), clock: clock)
    let first = Page(items: ["a", "b"], pages: 1)

    await store.send(.appeared) { $0 = .loading }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.loaded(["a", "b"])) { $0 = .list(first) }

    await store.send(.nextPageRequested) { $0 = .pageLoading(first) }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.failed("offline")) { $0 = .pageError(page: first, message: "offline") }

    await store.send(.retryTapped) { $0 = .pageLoading(first) }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.loaded(["c"])) { $0 = .list(Page(items: ["a", "b", "c"], pages: 2)) }

    await store.send(.itemTapped("c"))
    await store.finish()
    #expect(await server.requested == [0, 1, 1])
    #expect(await server.opened == ["c"])
  }

  @Test func firstPageFailureThenRetryThroughTestStore() async {
    let clock = TestClock()
    let server = PageServer([.failure(.init()), .success(["a"])])
    let store = TestStore(
      initialState: PagedList.State.initial, reducer: PagedList.machine().reducer,
      environment: environment(server, clock: clock), clock: clock)

    await store.send(.appeared) { $0 = .loading }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.failed("offline")) { $0 = .error("offline") }
    await store.send(.retryTapped) { $0 = .loading }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.loaded(["a"])) { $0 = .list(Page(items: ["a"], pages: 1)) }
    await store.finish()
  }

  @Test func nothingArrivesBeforeTheLatencyHasPassed() async {
    let clock = TestClock()
    let server = PageServer([.success(["a"])])
    let store = TestStore(
      initialState: PagedList.State.initial, reducer: PagedList.machine().reducer,
      environment: environment(server, clock: clock), clock: clock)

    await store.send(.appeared) { $0 = .loading }
    await clock.advance(by: .milliseconds(299))
    #expect(await server.requested.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.loaded(["a"])) { $0 = .list(Page(items: ["a"], pages: 1)) }
    await store.finish()
  }

  @Test func undeclaredIntentThroughTestStoreChangesNothing() async {
    let reports = IgnoredReports<PagedList.State, PagedList.Action>()
    let store = TestStore(
      initialState: PagedList.State.loading,
      reducer: PagedList.machine(onUndeclared: reports.hook).reducer,
      environment: environment(PageServer([]), clock: TestClock()))
    await store.send(.nextPageRequested)
    await store.finish()
    #expect(reports.all.map(\.action) == [.nextPageRequested])
  }
}
