import Testing

@testable import Runtime

@Suite(.timeLimit(.minutes(1))) struct StoreReplaceTests {
  enum Action: Equatable, Sendable { case plus, later, landed }
  struct State: Equatable, Sendable { var count = 0 }

  /// `later` waits until the stream it is given ends, then lands a +100.
  static func reducer(gate: AsyncStream<Void>) -> Reducer<State, Action, Void> {
    Reducer { state, action, _ in
      switch action {
      case .plus:
        state.count += 1
        return .none
      case .later:
        return .run { send in
          for await _ in gate {}
          await send(.landed)
        }
      case .landed:
        state.count += 100
        return .none
      }
    }
  }

  @Test func replacingTheStateCancelsRunningEffectsSoTheyCannotLand() async {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: State(), reducer: Self.reducer(gate: gate), environment: ())
    await store.send(.later)
    #expect(store.runningEffectCount == 1)
    await store.replaceState(with: State(count: 7))
    #expect(store.state == State(count: 7))
    open.finish()
    await store.waitForEffects()
    #expect(store.runningEffectCount == 0)
    #expect(store.state == State(count: 7), "the cancelled effect's action was dropped")
    await store.send(.plus)
    #expect(store.state == State(count: 8))
  }

  @Test func theReplacedStateIsPublishedToObserversOfTheStream() async {
    let store = Store(
      initialState: State(), reducer: Self.reducer(gate: AsyncStream { $0.finish() }),
      environment: ())
    var states = store.states.makeAsyncIterator()
    #expect(await states.next() == State())
    await store.replaceState(with: State(count: 3))
    #expect(await states.next() == State(count: 3))
  }
}
