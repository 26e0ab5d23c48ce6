import Clocks
import Synchronization
import Testing

@testable import Runtime

@Suite struct StoreTests {
  enum Action: Equatable, Sendable {
    case increment, noop, tickForever, tick
    case record(sender: Int, sequence: Int)
  }
  struct State: Equatable, Sendable {
    var count = 0
    var log: [Int: [Int]] = [:]
  }
  struct Environment: Sendable { let clock: CountingTestClock }

  static let reducer = Reducer<State, Action, Environment> { state, action, env in
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .tickForever:
      return .run { send in
        while true {
          try await env.clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .record(let sender, let sequence):
      state.log[sender, default: []].append(sequence)
      return .none
    }
  }

  static func makeStore() -> (Store<State, Action, Environment>, CountingTestClock) {
    let clock = CountingTestClock()
    return (
      Store(
        initialState: State(), reducer: reducer, environment: Environment(clock: clock),
        clock: clock), clock
    )
  }

  @Test func sendUpdatesTheCurrentState() async {
    let (store, _) = Self.makeStore()
    await store.send(.increment)
    await store.send(.increment)
    #expect(store.state.count == 2)
  }

  @Test func concurrentSendersKeepTheirOwnOrder() async {
    let (store, _) = Self.makeStore()
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<8 {
        group.addTask {
          for sequence in 0..<200 { await store.send(.record(sender: sender, sequence: sequence)) }
        }
      }
    }
    let log = store.state.log
    #expect(log.count == 8)
    for sender in 0..<8 { #expect(log[sender] == Array(0..<200)) }
  }

  @Test func statesStreamSkipsActionsThatChangeNothing() async {
    let (store, _) = Self.makeStore()
    var iterator = store.states.makeAsyncIterator()
    #expect(await iterator.next()?.count == 0)
    await store.send(.noop)
    await store.send(.increment)
    #expect(await iterator.next()?.count == 1)
  }

  @Test func aStateWatcherHearsChangesFromActionsAndEffectsUntilShutdown() async {
    let (store, clock) = Self.makeStore()
    let counts = Mutex<[Int]>([])
    store.watchState { counts.withLock { $0.append(store.state.count) } }
    await store.send(.noop)
    await store.send(.increment)
    await store.send(.tickForever)
    await clock.advance(by: .seconds(1))
    while counts.withLock({ $0.count }) < 2 { await Task.yield() }
    await store.shutdown()
    await store.send(.increment)
    #expect(counts.withLock { $0 } == [1, 2])
  }

  @Test func effectActionsComeBackThroughTheStore() async {
    let (store, clock) = Self.makeStore()
    await store.send(.tickForever)
    await clock.advance(by: .seconds(1))
    var iterator = store.states.makeAsyncIterator()
    while let state = await iterator.next(), state.count < 1 {}
    #expect(store.state.count == 1)
    await store.shutdown()
  }

  @Test func shutdownCancelsEffectsAndEndsStreams() async {
    let (store, clock) = Self.makeStore()
    await store.send(.tickForever)
    _ = await clock.waitForSleepers(1)
    #expect(store.runningEffectCount == 1)
    let observer = Task { () -> Int in
      var count = 0
      for await _ in store.states { count += 1 }
      return count
    }
    await store.shutdown()
    await store.waitForEffects()
    #expect(store.runningEffectCount == 0)
    #expect(clock.sleeperCount == 0)
    await clock.base.advance(by: .seconds(5))
    await store.send(.increment)
    #expect(store.state.count == 0)
    // The current state, then the end of the stream.
    #expect(await observer.value == 1)
    var routes = store.messages.makeAsyncIterator()
    #expect(await routes.next() == nil)
  }

  @Test func observersSeeEveryActionWithItsState() async {
    let (store, _) = Self.makeStore()
    let seen = Mutex<[Int]>([])
    let id = await store.addObserver { _, state in seen.withLock { $0.append(state.count) } }
    await store.send(.increment)
    await store.send(.noop)
    await store.removeObserver(id)
    await store.send(.increment)
    #expect(seen.withLock { $0 } == [1, 1])
  }

  @Test func storeGoesAwayWithItsEffects() async {
    let clock = CountingTestClock()
    var store: Store<State, Action, Environment>? = Store(
      initialState: State(), reducer: Self.reducer, environment: Environment(clock: clock),
      clock: clock)
    await store?.send(.tickForever)
    _ = await clock.waitForSleepers(1)
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil)
    let deadline = ContinuousClock.now + .seconds(30)
    while clock.sleeperCount > 0, ContinuousClock.now < deadline { await Task.yield() }
    #expect(clock.sleeperCount == 0)
  }
}
