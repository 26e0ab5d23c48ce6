import Clocks
import Screens
import Testing
import Trellis

/// Deleting likes: the in-flight state, failures with retry, the broadcast
/// to other sessions, and deletes racing broadcasts.
@MainActor @Suite struct LikeHistoryDeleteTests {
  let harness = LikeHistoryHarness()
  var clock: TestClock<Duration> { harness.clock }

  /// The like ids a store's effects broadcast as deleted.
  func broadcastIDs(_ store: LikeHistoryHarness.Store) -> [Like.ID] {
    store.messages.compactMap { route in
      guard case .broadcast(let broadcast) = route else { return nil }
      return broadcast.message(on: LikesTopic())
    }
  }

  @Test func aDeleteIsInFlightUntilTheRepositoryAnswersThenItIsBroadcast() async {
    let store = await harness.loadedStore()
    let id = store.state.likes[2].id
    await store.send(.deleteTapped(id)) { $0.deleting = [id] }
    // A second tap on the disabled row changes nothing.
    await store.send(.deleteTapped(id))
    await clock.advance(by: .milliseconds(399))
    #expect(broadcastIDs(store).isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.deleteAnswered(id, .success(true))) {
      $0.deleting = []
      $0.likes.remove(at: 2)
      $0.total = 119
      $0.isLoading = true
    }
    // The page is filled again with the like after the last one shown.
    await harness.receiveRefill(store)
    #expect(store.state.likes.count == LikeHistory.pageSize)
    await store.finish()
    #expect(broadcastIDs(store) == [id])
    #expect(await harness.repository.count() == 119)
  }

  @Test func aFailedDeleteShowsTheBannerAndRetryDeletesAgain() async {
    let store = await harness.loadedStore(faults: ["delete"])
    let id = store.state.likes[0].id
    await store.send(.deleteTapped(id)) { $0.deleting = [id] }
    await clock.advance(by: .milliseconds(400))
    await store.receive(.deleteAnswered(id, .failure(.unreachable))) {
      $0.deleting = []
      $0.problem = .init(.delete(id), .unreachable)
    }
    #expect(await harness.repository.count() == 120)
    await store.send(.retryTapped) {
      $0.problem = nil
      $0.deleting = [id]
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(.deleteAnswered(id, .success(true))) {
      $0.deleting = []
      $0.likes.removeFirst()
      $0.total = 119
      $0.isLoading = true
    }
    await harness.receiveRefill(store)
    await store.finish()
    #expect(broadcastIDs(store) == [id])
  }

  @Test func dismissingTheBannerLeavesTheLikeInPlace() async {
    let store = await harness.loadedStore(faults: ["delete"])
    let id = store.state.likes[1].id
    await store.send(.deleteTapped(id)) { $0.deleting = [id] }
    await clock.advance(by: .milliseconds(400))
    await store.receive(.deleteAnswered(id, .failure(.unreachable))) {
      $0.deleting = []
      $0.problem = .init(.delete(id), .unreachable)
    }
    await store.send(.dismissTapped) { $0.problem = nil }
    await store.finish()
  }

  @Test func aDeleteInOneSessionReachesAnotherThroughItsBroadcast() async {
    let screen = LikeHistory(repository: harness.repository)
    let first = await harness.loadedStore()
    let second = await harness.loadedStore()
    let id = first.state.likes[4].id
    await first.send(.deleteTapped(id)) { $0.deleting = [id] }
    await clock.advance(by: .milliseconds(400))
    await first.receive(.deleteAnswered(id, .success(true))) {
      $0.deleting = []
      $0.likes.remove(at: 4)
      $0.total = 119
      $0.isLoading = true
    }
    // What the host does with the route: hand it to every subscriber of its topics.
    guard case .broadcast(let broadcast) = first.messages.last else {
      Issue.record("no broadcast was sent")
      return
    }
    #expect(screen.topics(second.state).contains(broadcast.topic))
    guard let action = screen.action(forBroadcast: broadcast) else {
      Issue.record("the broadcast maps to no action")
      return
    }
    await second.send(action) {
      $0.likes.remove(at: 4)
      $0.total = 119
      $0.isLoading = true
    }
    // The sender gets its own broadcast back: nothing left to remove.
    await first.send(action)
    // Both fill their page again: the receiver shows 15 of 119, not 14.
    await harness.receiveRefill(first)
    await harness.receiveRefill(second, advancing: false)
    #expect(second.state.likes.count == LikeHistory.pageSize && second.state.total == 119)
    await first.finish()
    await second.finish()
  }

  @Test func aBroadcastForALikeNotLoadedIsIgnored() async {
    let store = await harness.loadedStore()
    let unloaded = store.state.likes.last!.id - 20
    await store.send(.deletedElsewhere(unloaded))
    await store.finish()
  }

  @Test func aBroadcastWhileOurOwnDeleteIsInFlightRemovesTheRowAndCancelsIt() async {
    let store = await harness.loadedStore(faults: ["delete"])
    let id = store.state.likes[0].id
    await store.send(.deleteTapped(id)) { $0.deleting = [id] }
    // Another tab's delete lands first.
    #expect(await harness.repository.delete(id))
    await store.send(.deletedElsewhere(id)) {
      $0.deleting = []
      $0.likes.removeFirst()
      $0.total = 119
      $0.isLoading = true
    }
    await harness.receiveRefill(store)
    // Our delete (which would have failed) no longer answers: no banner.
    await clock.advance(by: .seconds(1))
    await store.finish()
    #expect(broadcastIDs(store).isEmpty)
  }

  @Test func aDeleteThatFindsTheLikeGoneRemovesItWithoutBroadcasting() async {
    let store = await harness.loadedStore()
    let id = store.state.likes[3].id
    await store.send(.deleteTapped(id)) { $0.deleting = [id] }
    // Another tab deleted it; its broadcast has not arrived yet.
    #expect(await harness.repository.delete(id))
    await clock.advance(by: .milliseconds(400))
    await store.receive(.deleteAnswered(id, .success(false))) {
      $0.deleting = []
      $0.likes.remove(at: 3)
      $0.total = 119
      $0.isLoading = true
    }
    await store.send(.deletedElsewhere(id))
    await harness.receiveRefill(store)
    await store.finish()
    #expect(broadcastIDs(store).isEmpty)
  }

  @Test func onlyTheLikesTopicMapsToAnAction() {
    struct OtherTopic: BroadcastTopic { typealias Message = Int }
    let screen = LikeHistory(repository: harness.repository)
    #expect(screen.action(forBroadcast: Broadcast(LikesTopic(), 7)) == .deletedElsewhere(7))
    #expect(screen.action(forBroadcast: Broadcast(OtherTopic(), 7)) == nil)
  }
}
