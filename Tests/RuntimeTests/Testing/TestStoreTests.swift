import Clocks
import Testing

@testable import Runtime

@Suite struct TestStoreTests {
  struct State: Equatable, Sendable {
    var count = 0
    var message = ""
  }
  enum Action: Equatable, Sendable {
    case plus, laterTapped, tick, timerStarted, stop, silent, echo
  }
  enum Work: Hashable, Sendable { case later, timer }
  struct Environment: Sendable { let clock: TestClock<Duration> }

  static let reducer = Reducer<State, Action, Environment> { state, action, env in
    switch action {
    case .plus, .tick:
      state.count += 1
      return .none
    case .laterTapped:
      return .run(id: Work.later) { send in
        try await env.clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .timerStarted:
      return .run(id: Work.timer) { send in
        while true {
          try await env.clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .stop:
      return .merge(.cancel(id: Work.timer), .cancel(id: Work.later))
    case .silent:
      state.message = "changed"
      return .none
    case .echo:
      return .send(.plus)
    }
  }

  static func makeStore() -> (TestStore<State, Action, Environment>, TestClock<Duration>) {
    let clock = TestClock()
    return (
      TestStore(initialState: State(), reducer: reducer, environment: Environment(clock: clock)),
      clock
    )
  }

  @Test func passesWhenEveryChangeIsAsserted() async {
    let (store, clock) = Self.makeStore()
    await store.send(.plus) { $0.count = 1 }
    await store.send(.laterTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.count = 2 }
    await store.send(.echo)
    await store.receive(.plus) { $0.count = 3 }
    await store.finish()
  }

  @Test func timerIsTestedWithoutWaiting() async {
    let (store, clock) = Self.makeStore()
    await store.send(.timerStarted)
    for expected in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.count = expected }
    }
    await store.send(.stop)
    await store.finish()
  }

  @Test func failsOnAWrongExpectation() async {
    let (store, _) = Self.makeStore()
    await withKnownIssue {
      await store.send(.plus) { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("count") && issue.description.contains("does not match")
    }
    #expect(store.state.count == 1)
  }

  @Test func failsOnAnUnassertedChange() async {
    let (store, _) = Self.makeStore()
    await withKnownIssue {
      await store.send(.silent)
    } matching: { issue in
      issue.description.contains("no change was asserted") && issue.description.contains("changed")
    }
  }

  @Test func failsOnAnUnexpectedAction() async {
    let (store, _) = Self.makeStore()
    await store.send(.echo)
    await withKnownIssue {
      await store.receive(.tick) { $0.count = 1 }
    } matching: { issue in
      issue.description.contains("unexpected action")
    }
  }

  @Test func failsWhenNothingIsReceived() async {
    let (store, _) = Self.makeStore()
    store.timeout = .milliseconds(50)
    await withKnownIssue {
      await store.receive(.tick)
    } matching: { issue in
      issue.description.contains("no action arrived")
    }
  }

  @Test func failsForAnUnreceivedAction() async {
    let (store, _) = Self.makeStore()
    await withKnownIssue {
      await store.send(.echo)
      await store.finish()
    } matching: { issue in
      issue.description.contains("not received")
    }
  }

  @Test func failsWhenSendingBeforeReceiving() async {
    let (store, _) = Self.makeStore()
    await store.send(.echo)
    await withKnownIssue {
      await store.send(.plus) { $0.count = 1 }
    } matching: { issue in
      issue.description.contains("Must handle 1 received action")
    }
    await store.receive(.plus) { $0.count = 2 }
    store.assertNoPendingWork()
  }

  @Test func failsForAStillRunningEffect() async {
    let (store, _) = Self.makeStore()
    await withKnownIssue {
      await store.send(.timerStarted)
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("still running")
        && issue.description.contains("TestStoreTests.swift")
    }
  }

  @Test func failsAtTheEndOfItsLifeForPendingWork() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(
        initialState: State(), reducer: Self.reducer, environment: Environment(clock: clock))
      await store.send(.laterTapped)
    } matching: { issue in
      issue.description.contains("still running")
    }
  }
}
