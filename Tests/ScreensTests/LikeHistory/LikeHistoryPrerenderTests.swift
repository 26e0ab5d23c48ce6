import Clocks
import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The likes' first page as the host prerenders it: the URL's pages loaded
/// before the page is sent, and nothing loaded again when the live session
/// mounts that state.
@Suite struct LikeHistoryPrerenderTests {
  let screen = LikeHistory(repository: InMemoryLikes())

  func prerendered(_ target: String, faults: Faults = .none) async throws -> (
    Store<LikeHistory.State, LikeHistory.Action, LikeHistory.Environment>
  ) {
    let state = try screen.codec.state(from: StateURL(parsing: target))
    let environment = screen.makeEnvironment(ScreenContext(clock: ImmediateClock(), faults: faults))
    let store = Store(initialState: state, reducer: screen.reducer, environment: environment)
    let action = try #require(screen.prerenderAction(state))
    await store.send(action)
    await store.waitForEffects()
    return store
  }

  @Test func aDeepLinkToTwoPagesShowsThirtyLikesAndALinkToThree() async throws {
    let store = try await prerendered("/likes?pages=2")
    #expect(store.state.likes.count == 2 * LikeHistory.pageSize)
    assertSnapshot(of: screen.view(store.state), as: .html)
  }

  @Test func appearingInTheLoadedStateLoadsNothing() async throws {
    let store = try await prerendered("/likes?pages=2")
    let loaded = store.state
    await store.send(try #require(screen.appearAction(loaded)))
    #expect(store.runningEffectCount == 0)
    #expect(store.state == loaded)
  }

  @Test func appearingAfterAFailedLoadLeavesTheRetryToTheBanner() async throws {
    let store = try await prerendered("/likes", faults: ["load"])
    let failed = store.state
    #expect(failed.problem?.operation == .load)
    await store.send(.appeared)
    #expect(store.runningEffectCount == 0)
    #expect(store.state == failed)
  }
}
