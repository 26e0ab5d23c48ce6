import Clocks
import Screens
import Testing
import Trellis

/// A repository that fails (a database that went away) reads, for the
/// person, as the likes service unreachable: the banner, then a retry.
@MainActor @Suite struct LikeRepositoryFailureTests {
  /// A repository whose every call fails.
  struct Unreachable: LikeRepository {
    struct Failure: Error {}

    func page(after cursor: Like.ID?, limit: Int) async throws -> LikePage { throw Failure() }
    func delete(_ id: Like.ID) async throws -> Bool { throw Failure() }
    func count() async throws -> Int { throw Failure() }
  }

  @Test func aFailingRepositoryShowsTheUnreachableBanner() async {
    let clock = TestClock()
    let screen = LikeHistory(repository: Unreachable())
    let store = TestStore(initialState: LikeHistory.State(), reducer: screen.reducer) { messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock, faults: .none))
    }
    await store.send(.appeared) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.pageLoaded(.failure(.unreachable))) {
      $0.isLoading = false
      $0.problem = .init(.load, .unreachable)
    }
    await store.finish()
  }
}
