/// A reducer declared as a state machine, in the spirit of Macaron: for each
/// case of the state enum, which actions it accepts, which state each one
/// leads to, and what effects it starts. An action not declared for the
/// current state is ignored and reported to `onUndeclared`, never a crash.
///
/// The machine lowers to an ordinary ``Reducer`` (``reducer``), and draws
/// itself from its declarations alone (``diagram``, as PlantUML or Mermaid).
/// The first declared state is the initial one.
///
/// ```swift
/// @CasePathable enum Feed: Equatable { case initial, loading, list([Post]), error(String) }
/// @CasePathable enum FeedAction { case appeared, loaded([Post]), failed(String), retryTapped }
///
/// let feed = StateMachine<Feed, FeedAction, FeedEnvironment> {
///   When(\.initial) {
///     On(\.appeared, to: \.loading) { _, _, env in env.loadFeed() }
///   }
///   When(\.loading) {
///     On(\.loaded, to: \.list, state: { _, posts in posts })
///     On(\.failed, to: \.error, state: { _, message in message })
///   }
///   When(\.error) {
///     On(\.retryTapped, to: \.loading) { _, _, env in env.loadFeed() }
///   }
///   When(\.list)
/// }
/// let reducer = feed.reducer
/// print(feed.diagram.plantUML)
/// ```
public struct StateMachine<State, Action: Sendable, Environment>: Sendable {
  /// The declared states, in declaration order.
  let states: [When<State, Action, Environment>]

  /// The machine as an ordinary reducer.
  public let reducer: Reducer<State, Action, Environment>

  /// Declares the machine's states; `onUndeclared` receives every action
  /// the current state does not accept (by default it is logged in debug builds).
  public init(
    fileID: String = #fileID,
    line: UInt = #line,
    onUndeclared: @escaping @Sendable (IgnoredAction<State, Action>) -> Void = {
      IgnoredAction.log($0)
    },
    @StateMachineBuilder<State, Action, Environment> states: () ->
      StateMachineBuilder<State, Action, Environment>.States
  ) {
    let states = states()
    self.states = states
    reducer = Reducer { state, action, environment in
      for declared in states where declared.contains(state) {
        if let effect = declared.reduce(&state, action, environment) { return effect }
        break
      }
      onUndeclared(
        IgnoredAction(state: state, action: action, reason: .undeclared, fileID: fileID, line: line)
      )
      return .none
    }
  }

  /// Runs the machine's reducer.
  public func callAsFunction(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    reducer.reduce(&state, action, environment)
  }
}
