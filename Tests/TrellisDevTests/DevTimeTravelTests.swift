import Runtime
import Synchronization
import Testing
import Trellis

@testable import TrellisDev

/// Lets the test decide when a waiting effect's wait ends.
final class Gate: Sendable {
  private let waiters = Mutex<[CheckedContinuation<Void, Never>]>([])

  /// How many effects wait.
  var waiting: Int { waiters.withLock { $0.count } }

  /// Waits until ``open()``.
  func wait() async {
    await withCheckedContinuation { continuation in waiters.withLock { $0.append(continuation) } }
  }

  /// Ends every wait.
  func open() {
    let all = waiters.withLock { waiters in
      defer { waiters = [] }
      return waiters
    }
    for waiter in all { waiter.resume() }
  }

  /// Waits until `count` effects wait.
  func waitUntilWaiting(_ count: Int) async {
    for _ in 0..<100_000 where waiting < count { await Task.yield() }
  }
}

/// A screen with a pending arrival, like Counter's delayed +1: the state
/// says it waits, and a session mounted in that state waits again.
struct Waiter: Screen, Appearing {
  struct State: Codable, Equatable, Sendable {
    var isWaiting = false
    var arrivals = 0
  }

  enum Action: Equatable, Sendable { case waitTapped, arrived, resumed }

  static let name = "waiter"
  let gate: Gate
  let codec = QueryStateCodec(path: "/waiter", initial: State()) {
    QueryParameter("arrivals", \.arrivals)
    QueryParameter("waiting", \.isWaiting)
  }

  func makeEnvironment(_ context: ScreenContext) -> Gate { gate }

  func reduce(_ state: inout State, _ action: Action, _ gate: Gate) -> Effect<Action> {
    switch action {
    case .waitTapped:
      state.isWaiting = true
      return wait(gate)
    case .resumed:
      return state.isWaiting ? wait(gate) : .none
    case .arrived:
      state.isWaiting = false
      state.arrivals += 1
      return .none
    }
  }

  private func wait(_ gate: Gate) -> Effect<Action> {
    .run { send in
      await gate.wait()
      await send(.arrived)
    }
  }

  func view(_ state: State) -> Node<Action> { p { "\(state.arrivals)" } }

  func appearAction(_ state: State) -> Action? { state.isWaiting ? .resumed : nil }
}

/// Time travel in the developer panel is honest about effects: the
/// abandoned timeline's work is cancelled, the restored state's resumed.
@Suite struct DevTimeTravelTests {
  let gate = Gate()

  func makeStore() -> Store<DevState<Waiter>, DevAction<Waiter.Action>, Gate> {
    let screen = DevScreen(Waiter(gate: gate))
    return Store(
      initialState: screen.initialState, reducer: screen.reducer, environment: gate,
      clock: ContinuousClock())
  }

  @Test func undoCancelsThePendingWorkAndKeepsTheRedoTail() async {
    let store = makeStore()
    await store.send(.screen(.waitTapped))
    await gate.waitUntilWaiting(1)
    await store.send(.undo)
    #expect(store.state.screen == Waiter.State())
    // The abandoned wait ends, but its action never lands.
    gate.open()
    await store.waitForEffects()
    let state = store.state
    #expect(state.screen == Waiter.State())
    #expect(state.history.entries.map(\.action) == [nil, ".waitTapped"])
    #expect(state.history.canRedo)
  }

  @Test func redoResumesTheWorkTheRestoredStateImpliesUnrecorded() async {
    let store = makeStore()
    await store.send(.screen(.waitTapped))
    await gate.waitUntilWaiting(1)
    await store.send(.undo)
    gate.open()
    await store.send(.redo)
    #expect(store.state.screen.isWaiting)
    await gate.waitUntilWaiting(1)
    #expect(gate.waiting == 1)
    // Resuming is no history entry; the arrival it brings is.
    #expect(store.state.history.entries.count == 2)
    gate.open()
    await store.waitForEffects()
    let state = store.state
    #expect(state.screen == Waiter.State(isWaiting: false, arrivals: 1))
    #expect(state.history.entries.map(\.action) == [nil, ".waitTapped", ".arrived"])
  }

  @Test func aJumpToAStateWithoutWorkStartsNone() async {
    let store = makeStore()
    await store.send(.screen(.waitTapped))
    await gate.waitUntilWaiting(1)
    await store.send(.jump(0))
    gate.open()
    await store.waitForEffects()
    #expect(gate.waiting == 0)
    #expect(store.state.screen == Waiter.State())
  }
}
