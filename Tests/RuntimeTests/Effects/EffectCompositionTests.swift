import Testing

@testable import Runtime

@Suite struct EffectCompositionTests {
  enum Action: Equatable, Sendable {
    case go, concat, stream
    case step(Int)
  }

  static let reducer = Reducer<[Int], Action, Void> { steps, action, _ in
    switch action {
    case .go:
      return .merge(.send(.step(1)), .send(.step(2)))
    case .concat:
      return .concatenate(
        .run { send in
          await Task.yield()
          await send(.step(1))
        },
        .send(.step(2)),
        .run { send in await send(.step(3)) }
      )
    case .stream:
      return .run { send in
        let steps = AsyncStream { continuation in
          for n in 1...3 { continuation.yield(Action.step(n)) }
          continuation.finish()
        }
        for await step in steps { await send(step) }
      }
    case .step(let n):
      steps.append(n)
      return .none
    }
  }

  @Test func immediateSendsAreProcessedRightAfterTheAction() async {
    let store = Store(initialState: [], reducer: Self.reducer, environment: ())
    await store.send(.go)
    #expect(store.state == [1, 2])
  }

  @Test func concatenationRunsOneAfterAnother() async {
    let store = TestStore(initialState: [], reducer: Self.reducer, environment: ())
    await store.send(.concat)
    await store.receive(.step(1)) { $0 = [1] }
    await store.receive(.step(2)) { $0 = [1, 2] }
    await store.receive(.step(3)) { $0 = [1, 2, 3] }
    await store.finish()
  }

  @Test func streamSendsEveryElement() async {
    let store = TestStore(initialState: [], reducer: Self.reducer, environment: ())
    await store.send(.stream)
    await store.receive(.step(1)) { $0 = [1] }
    await store.receive(.step(2)) { $0 = [1, 2] }
    await store.receive(.step(3)) { $0 = [1, 2, 3] }
    await store.finish()
  }
}
