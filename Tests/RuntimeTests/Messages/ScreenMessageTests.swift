import Testing

@testable import Runtime

@Suite struct ScreenMessageTests {
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
  struct Environment: Sendable { var messages: MessageSender }

  static let reducer = Reducer<Int, Action, Environment> { _, action, env in
    switch action {
    case .open(let id):
      return .message(.navigate(to: Detail.self, state: .init(id: id)), through: env.messages)
    case .done: return .message(.returnResult("chosen"), through: env.messages)
    case .liked: return .message(.broadcast(LikesChanged(monsterID: 3), 7), through: env.messages)
    }
  }

  @Test func storeExposesRoutesAsAStream() async {
    let store = Store(
      initialState: 0, reducer: Self.reducer, environment: { Environment(messages: $0) })
    var routes = store.messages.makeAsyncIterator()
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
      initialState: 0, reducer: Self.reducer, environment: { Environment(messages: $0) })
    await store.send(.liked)
    await store.finish()
    guard case .broadcast(let broadcast)? = store.messages.first else {
      Issue.record("expected a broadcast, got \(store.messages)")
      return
    }
    #expect(broadcast.message(on: LikesChanged(monsterID: 3)) == 7)
    #expect(broadcast.message(on: LikesChanged(monsterID: 4)) == nil)
    #expect(broadcast.topic == AnyHashableSendableTopic(LikesChanged(monsterID: 3)))
  }
}
