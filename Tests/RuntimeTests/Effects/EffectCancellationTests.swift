import Clocks
import Synchronization
import Testing

@testable import Runtime

@Suite struct EffectCancellationTests {
  enum Action: Equatable, Sendable { case startTimer, stopTimer, tick, restart }
  enum Work: Hashable, Sendable { case timer }

  struct Environment: Sendable { let clock: CountingTestClock }

  static let timer = Reducer<Int, Action, Environment> { ticks, action, env in
    switch action {
    case .startTimer, .restart:
      return .run(id: Work.timer, cancelInFlight: action == .restart) { send in
        while true {
          try await env.clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .stopTimer:
      return .cancel(id: Work.timer)
    case .tick:
      ticks += 1
      return .none
    }
  }

  @Test func cancelledEffectSendsNothingAfter() async {
    let clock = CountingTestClock()
    let store = TestStore(
      initialState: 0, reducer: Self.timer, environment: Environment(clock: clock), clock: clock)
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0 = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0 = 2 }
    await store.send(.stopTimer)
    await store.runner.waitForAll()
    await clock.base.advance(by: .seconds(10))
    // finish() fails for any tick that still arrived.
    await store.finish()
    #expect(store.state == 2)
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let clock = CountingTestClock()
    let store = Store(
      initialState: 0, reducer: Self.timer, environment: Environment(clock: clock), clock: clock)
    await store.send(.startTimer)
    _ = await clock.waitForSleepers(1)
    await store.send(.restart)
    await store.send(.restart)
    #expect(store.runningEffectCount == 1)
    await store.shutdown()
    await store.waitForEffects()
  }

  @Test func actionAlreadyInFlightIsNotDeliveredAfterCancellation() async {
    // The effect hands `send` to a task that is not cancelled with it, as
    // if the action were already on its way when the cancellation came.
    let gate = AsyncStream<Void>.makeStream()
    let reducer = Reducer<Int, Action, Void> { ticks, action, _ in
      switch action {
      case .startTimer:
        return .run(id: Work.timer) { send in
          let escaped = Task {
            for await _ in gate.stream { break }
            await send(.tick)
          }
          await escaped.value
        }
      case .stopTimer: return .cancel(id: Work.timer)
      case .tick:
        ticks += 1
        return .none
      case .restart: return .none
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    await store.send(.startTimer)
    await store.send(.stopTimer)
    gate.continuation.yield()
    await store.waitForEffects()
    #expect(store.state == 0)
  }

  @Test func cancellingAnUnknownIDDoesNothing() async {
    let store = Store(
      initialState: 0, reducer: Self.timer, environment: Environment(clock: CountingTestClock()))
    await store.send(.stopTimer)
    #expect(store.state == 0)
    #expect(store.runningEffectCount == 0)
  }
}
