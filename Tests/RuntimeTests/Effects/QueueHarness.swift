import Clocks
import Testing

@testable import Runtime

/// A feature whose effects join one queue: effect `n` says when it started,
/// works `work` seconds on the test clock, then says when it finished.
enum QueueFeature {
  enum Action: Equatable, Sendable {
    case start(Int, work: Int)
    case started(Int, at: Int)
    case finished(Int, at: Int)
  }

  struct Environment: Sendable {
    let clock: CountingTestClock
    let origin: TestClock<Duration>.Instant
    let queue: EffectQueue

    /// Whole seconds since the test began, on the test clock.
    var seconds: Int { Int(origin.duration(to: clock.now).components.seconds) }
  }

  enum QueueName: Hashable, Sendable { case work }

  static let reducer = Reducer<Int, Action, Environment> { finished, action, env in
    switch action {
    case .start(let n, let work):
      return .run(queue: env.queue) { send in
        await send(.started(n, at: env.seconds))
        try await env.clock.sleep(for: .seconds(work))
        await send(.finished(n, at: env.seconds))
      }
    case .started:
      return .none
    case .finished:
      finished += 1
      return .none
    }
  }

  static func makeStore(
    _ policy: EffectQueue.Policy, delay: Duration = .zero
  ) -> (TestStore<Int, Action, Environment>, CountingTestClock) {
    let clock = CountingTestClock()
    let env = Environment(
      clock: clock, origin: clock.now,
      queue: EffectQueue(QueueName.work, policy: policy, delay: delay))
    return (TestStore(initialState: 0, reducer: reducer, environment: env, clock: clock), clock)
  }
}

extension TestStore {
  /// Waits until every running effect sleeps on `clock` (so advancing time
  /// reaches it), bounded by real time.
  func settle(on clock: CountingTestClock) async {
    let deadline = ContinuousClock.now + .seconds(30)
    while clock.sleeperCount < runner.activeCount - runner.waitingCount,
      ContinuousClock.now < deadline
    {
      await Task.yield()
    }
  }

  /// Advances the clock one second at a time up to `seconds`, receiving the
  /// finish events scheduled for each second (asserting the count each time).
  func play(
    _ clock: CountingTestClock, until seconds: Int, events: [Int: [QueueFeature.Action]],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async where Action == QueueFeature.Action, State == Int {
    for second in 1...seconds {
      await settle(on: clock)
      await clock.base.advance(by: .seconds(1))
      for event in events[second] ?? [] {
        if case .finished = event {
          await receive(
            event, assert: { $0 += 1 }, fileID: fileID, filePath: filePath, line: line,
            column: column)
        } else {
          await receive(event, fileID: fileID, filePath: filePath, line: line, column: column)
        }
      }
    }
  }
}
