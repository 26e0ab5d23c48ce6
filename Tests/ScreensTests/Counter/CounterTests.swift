import Clocks
import Screens
import Testing
import Trellis

/// The counter's reducer, driven exhaustively through `TestStore` on a test clock.
@MainActor @Suite struct CounterTests {
  let clock = TestClock()

  func makeStore(_ state: Counter.State = .init())
    -> TestStore<Counter.State, Counter.Action, Counter.Environment>
  {
    let screen = Counter()
    let clock = clock
    return TestStore(initialState: state, reducer: screen.reducer) { messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock))
    }
  }

  @Test func plusAndMinusNeverGoBelowZero() async {
    let store = makeStore()
    await store.send(.plusTapped) { $0.count = 1 }
    await store.send(.minusTapped) { $0.count = 0 }
    await store.send(.minusTapped)
    await store.finish()
  }

  @Test func theDelayedPlusLandsAfterTheDelay() async {
    let store = makeStore(.init(count: 2))
    await store.send(.laterTapped) { $0.isWaiting = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.delayElapsed) {
      $0.isWaiting = false
      $0.count = 3
    }
    await store.finish()
  }

  @Test func cancellingTheDelayedPlusKeepsTheCount() async {
    let store = makeStore()
    await store.send(.laterTapped) { $0.isWaiting = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelTapped) { $0.isWaiting = false }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func aMountedStateWithAPendingPlusWaitsAgain() async {
    #expect(Counter().appearAction(.init(count: 2, isWaiting: true)) == .delayResumed)
    #expect(Counter().appearAction(.init(count: 2)) == nil)
    let store = makeStore(.init(count: 2, isWaiting: true))
    await store.send(.delayResumed)
    await clock.advance(by: Counter.delay)
    await store.receive(.delayElapsed) {
      $0.isWaiting = false
      $0.count = 3
    }
    // Resumed without a pending plus, nothing starts.
    await store.send(.delayResumed)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func theLabelIsKeptAndBounded() async {
    let store = makeStore()
    await store.send(.labelChanged("apples")) { $0.label = "apples" }
    let long = String(repeating: "x", count: Counter.maxLabel + 5)
    await store.send(.labelChanged(long)) { $0.label = String(long.prefix(Counter.maxLabel)) }
    await store.finish()
  }
}
