import Clocks
import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The list's first page as the host prerenders it: the URL's state, its
/// ``MonsterList/prerenderAction(_:)`` sent to a store with the screen's
/// environment, the state reached once no effect runs.
@Suite struct MonsterListPrerenderTests {
  let screen = MonsterList(repository: MonsterRepository(count: 22))

  func prerendered(_ target: String) async throws -> MonsterList.State {
    let state = try screen.codec.state(from: StateURL(parsing: target))
    let environment = screen.makeEnvironment(ScreenContext(clock: ImmediateClock()))
    let store = Store(initialState: state, reducer: screen.reducer, environment: environment)
    let action = try #require(screen.prerenderAction(state))
    await store.send(action)
    await store.waitForEffects()
    return store.state
  }

  @Test func theFirstPageShowsTwentyMonstersAndALinkToTheNextURL() async throws {
    let state = try await prerendered("/monsters")
    #expect(state.phase.listing?.monsters.count == 20)
    assertSnapshot(of: screen.view(state), as: .html)
  }

  @Test func aDeepLinkPrerendersAllItsPages() async throws {
    let state = try await prerendered("/monsters?pages=2")
    #expect(state.phase.listing?.monsters.count == 22)
    #expect(state.phase.listing?.hasMore == false)
  }

  @Test func aLoadedListNeitherPrerendersNorAppearsAgain() async throws {
    let state = try await prerendered("/monsters")
    #expect(screen.prerenderAction(state) == nil)
    #expect(screen.appearAction(state) == nil)
  }
}
