import CustomDump
import IssueReporting
import Synchronization

/// A store for exhaustive tests: every state change must be asserted, every
/// action an effect sends must be received, and no effect may still run at
/// the end. Failures are reported through `IssueReporting` with a diff.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Counter.State(), reducer: counter, environment: .init(clock: clock))
/// await store.send(.laterTapped)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.count = 1 }
/// await store.finish()
/// ```
public final class TestStore<
  State: Equatable & Sendable, Action: Equatable & Sendable, Environment: Sendable
> {
  /// The state after the last asserted action.
  public private(set) var state: State
  /// The dependencies handed to the reducer.
  public let environment: Environment
  /// How long `receive` and `finish` wait (real time) before failing; 5 s
  /// by default, since a parallel test run on a loaded 2-core machine can
  /// starve an effect's task for over a second (a pass never waits it out).
  public var timeout: Duration

  private let reducer: Reducer<State, Action, Environment>
  let runner: EffectRunner<Action>
  let received = ReceivedActions<Action>()
  let recorded = Recorded()
  let origin: SourceLocation

  /// Creates a test store whose environment is built around a message sender
  /// that records into ``messages``.
  public init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    clock: any Clock<Duration> = ContinuousClock(),
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    environment makeEnvironment: (MessageSender) -> Environment
  ) {
    let recorded = self.recorded
    self.state = initialState
    self.reducer = reducer
    self.timeout = timeout
    self.origin = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.runner = EffectRunner(clock: clock) { failure in
      recorded.failures.withLock { $0.append(failure) }
    }
    self.environment = makeEnvironment(
      MessageSender { route in recorded.messages.withLock { $0.append(route) } })
  }

  /// Creates a test store with a ready-made environment.
  public convenience init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    clock: any Clock<Duration> = ContinuousClock(),
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState, reducer: reducer, clock: clock, timeout: timeout,
      fileID: fileID, filePath: filePath, line: line, column: column,
      environment: { _ in environment })
  }

  deinit {
    assertNoPendingWork(at: origin)
    runner.shutdown()
  }

  /// The messages the effects sent so far, oldest first.
  public var messages: [ScreenMessage] { recorded.messages.withLock { $0 } }

  /// Every error thrown in an effect so far, handled or not.
  public var effectFailures: [EffectFailure] { recorded.failures.withLock { $0 } }

  /// Sends `action` and asserts the state change: `update` turns the
  /// previous state into the expected one (omit it when nothing changes).
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let pending = received.all
    if !pending.isEmpty {
      location.report(
        "Must handle \(pending.count) received action(s) before sending \(describe(action)):\n"
          + pending.map { "  • " + describe($0) }.joined(separator: "\n"))
    }
    reduce(action, verb: "sending", update: update, at: location)
  }

  /// Runs the reducer, checks the state against `update`, starts the effects.
  func reduce(
    _ action: Action, verb: String, update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    var expected = state
    let effect = reducer.reduce(&state, action, environment)
    do {
      try update?(&expected)
    } catch {
      location.report("The assertion after \(verb) \(describe(action)) threw \(error)")
      return
    }
    if expected != state {
      let difference = diff(expected, state, format: .proportional).map { "\n\n" + $0 } ?? ""
      let hint = update == nil ? " (no change was asserted)" : ""
      location.report(
        "State after \(verb) \(describe(action)) does not match\(hint): (− expected, + actual)\(difference)"
      )
    }
    let received = self.received
    for next in runner.start(effect, deliver: { action, _ in received.append(action) }) {
      received.append(next)
    }
  }

  func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, maxDepth: 2)
    return text
  }
}

/// What effects left behind in a test store: messages and errors.
final class Recorded: Sendable {
  let messages = Mutex<[ScreenMessage]>([])
  let failures = Mutex<[EffectFailure]>([])
}

/// Where a test assertion was written, to report failures at it.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Reports a test failure at this location.
  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
