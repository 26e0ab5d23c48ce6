import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The likes list's view in its key states, as validated HTML snapshots.
@Suite struct LikeHistoryViewTests {
  let screen = LikeHistory(repository: InMemoryLikes(likes: []))
  let likes = Like.samples(count: 3)

  func loaded(_ change: (inout LikeHistory.State) -> Void = { _ in }) -> LikeHistory.State {
    var state = LikeHistory.State(likes: likes, loadedPages: 1, total: 120)
    change(&state)
    return state
  }

  @Test func loadingTheFirstPage() {
    assertSnapshot(of: screen.view(.init(pages: 2, isLoading: true)), as: .html)
  }

  @Test func aPageWithADeleteInFlight() {
    assertSnapshot(of: screen.view(loaded { $0.deleting = [likes[1].id] }), as: .html)
  }

  @Test func loadingMore() {
    assertSnapshot(
      of: screen.view(
        loaded {
          $0.isLoading = true
          $0.pages = 2
        }), as: .html)
  }

  @Test func aFailedDelete() {
    let state = loaded { $0.problem = .init(.delete(likes[0].id), .unreachable) }
    assertSnapshot(of: screen.view(state), as: .html)
  }

  @Test func aFailedFirstLoad() {
    assertSnapshot(of: screen.view(.init(problem: .init(.load, .unreachable))), as: .html)
  }

  @Test func theEndOfTheList() {
    assertSnapshot(
      of: screen.view(
        loaded {
          $0.hasMore = false
          $0.total = 3
        }), as: .html)
  }

  @Test func everyButtonSendsItsAction() {
    let state = loaded { $0.problem = .init(.delete(likes[2].id), .unreachable) }
    var ids = HandlerIDs()
    let tree = mount(screen.view(state), ids: &ids)
    let index = HandlerIndex(tree)
    let actions = (1..<ids.next).compactMap {
      index.handler(for: $0)?.action(for: EventPayload(value: ""))
    }
    #expect(
      actions
        == [.retryTapped, .dismissTapped] + likes.map { .deleteTapped($0.id) } + [.loadMoreTapped])
  }

  @Test func theTitleCountsTheLikes() {
    #expect(screen.title(.init()) == "Likes")
    #expect(screen.title(loaded()) == "Likes (120)")
  }
}
