import CasePaths

/// The declarations of one state of a ``StateMachine``: the state case and
/// the transitions (``On``) it accepts. Any other action is not allowed in
/// this state: the machine ignores and reports it.
///
/// ```swift
/// When(\.loading) {
///   On(\.pageLoaded, to: \.list, state: { _, page in page })
///   On(\.pageFailed, to: \.error, state: { _, message in message })
/// }
/// ```
public struct When<State, Action: Sendable, Environment>: Sendable {
  /// The state case's name, as drawn in diagrams.
  let stateName: String
  /// The declared transitions, as drawn in diagrams, in declaration order.
  let edges: [(action: String, target: String?)]
  /// Whether the machine's state is in this case.
  let contains: @Sendable (State) -> Bool
  /// Runs the first transition declared for the action, or returns `nil`
  /// when none is (the state is left untouched).
  let reduce: @Sendable (inout State, Action, Environment) -> Effect<Action>?

  /// Declares the state case `state` and the transitions it accepts.
  public init<Source>(
    _ state: CaseKeyPath<State, Source>,
    @TransitionBuilder<State, Source, Action, Environment> accepts transitions: () ->
      TransitionBuilder<State, Source, Action, Environment>.Transitions = { [] }
  ) {
    let transitions = transitions()
    let source = AnyCasePath(state)
    stateName = CaseName.of(state)
    edges = transitions.map { ($0.actionName, $0.targetName) }
    contains = { source.extract(from: $0) != nil }
    reduce = { state, action, environment in
      guard var payload = source.extract(from: state) else { return nil }
      for transition in transitions {
        switch transition.apply(&payload, action, environment) {
        case nil: continue
        case .stay(let effect):
          state = source.embed(payload)
          return effect
        case .move(let next, let effect):
          state = next
          return effect
        }
      }
      return nil
    }
  }
}
