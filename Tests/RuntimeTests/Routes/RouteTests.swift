import Testing

@testable import Runtime

@Suite struct RouteTests {
  struct Detail: Destination {
    struct State: Codable, Equatable, Sendable { var id: Int }
    static let name = "detail"
  }
  struct Other: Destination {
    struct State: Codable, Sendable {}
    static let name = "other"
  }
  struct LikesChanged: BroadcastTopic {
    typealias Message = Int
    var monsterID: Int
  }

  enum Action: Equatable, Sendable {
    case open(Int)
    case done, liked
  }
  struct Environment: Sendable { var routes: RouteSender }

  static let reducer = Reducer<Int, Action, Environment> { _, action, env in
    switch action {
    case .open(let id):
      return .route(.navigate(to: Detail.self, state: .init(id: id)), through: env.routes)
    case .done: return .route(.returnResult("chosen"), through: env.routes)
    case .liked: return .route(.broadcast(LikesChanged(monsterID: 3), 7), through: env.routes)
    }
  }

  @Test func storeExposesRoutesAsAStream() async {
    let store = Store(
      initialState: 0, reducer: Self.reducer, environment: { Environment(routes: $0) })
    var routes = store.routes.makeAsyncIterator()
    await store.send(.open(4))
    guard case .navigate(let navigation)? = await routes.next() else {
      Issue.record("expected a navigation")
      return
    }
    #expect(navigation.destination == "detail")
    #expect(navigation.style == .push)
    #expect(navigation.state(for: Detail.self) == Detail.State(id: 4))
    #expect(navigation.state(for: Other.self) == nil)

    await store.send(.done)
    guard case .returnResult(let result)? = await routes.next() else {
      Issue.record("expected a result")
      return
    }
    #expect(result.value(as: String.self) == "chosen")
    #expect(result.value(as: Int.self) == nil)
    await store.shutdown()
  }

  @Test func broadcastsAreTypedByTopic() async {
    let store = TestStore(
      initialState: 0, reducer: Self.reducer, environment: { Environment(routes: $0) })
    await store.send(.liked)
    await store.finish()
    guard case .broadcast(let broadcast)? = store.routes.first else {
      Issue.record("expected a broadcast, got \(store.routes)")
      return
    }
    #expect(broadcast.message(on: LikesChanged(monsterID: 3)) == 7)
    #expect(broadcast.message(on: LikesChanged(monsterID: 4)) == nil)
    #expect(broadcast.topic == AnyHashableSendableTopic(LikesChanged(monsterID: 3)))
  }
}
