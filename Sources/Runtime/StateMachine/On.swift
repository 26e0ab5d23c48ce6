import CasePaths

/// One declared transition of a ``StateMachine``: while the machine is in
/// the enclosing ``When`` state, the action case `action` moves it to the
/// state case `target` (or keeps it in place) and may start effects.
///
/// ```swift
/// When(\.list) {
///   // move, computing the new state's payload from the old one and the action's
///   On(\.nextPageRequested, to: \.pageLoading, state: { list, _ in list }) { list, _, env in
///     env.loadPage(list.nextPage)
///   }
///   // move to a case without payload
///   On(\.refreshTapped, to: \.loading) { _, _, env in env.loadPage(0) }
///   // stay (a self-transition), possibly changing the payload in place
///   On(\.itemTapped) { list, id, env in .send(.opened(id)) }
/// }
/// ```
public struct On<State, Source, Action: Sendable, Environment>: Sendable {
  /// What a matching transition did to the source payload.
  enum Outcome {
    /// The machine stays in the source case, with the (possibly changed) payload.
    case stay(Effect<Action>)
    /// The machine moves to this state.
    case move(State, Effect<Action>)
  }

  /// The action case's name, the transition's label in diagrams.
  let actionName: String
  /// The target case's name, or `nil` when the machine stays where it is.
  let targetName: String?
  /// Runs the transition, or returns `nil` when the action is of another case.
  let apply: @Sendable (inout Source, Action, Environment) -> Outcome?

  /// Moves to `target`, whose payload `state` computes from the current
  /// state's payload and the action's; `effect` sees the new payload.
  public init<Payload, Target>(
    _ action: CaseKeyPath<Action, Payload>,
    to target: CaseKeyPath<State, Target>,
    state makeTarget: @escaping @Sendable (Source, Payload) -> Target,
    effect: @escaping @Sendable (Target, Payload, Environment) -> Effect<Action> = { _, _, _ in
      .none
    }
  ) {
    actionName = CaseName.of(action)
    targetName = CaseName.of(target)
    let action = AnyCasePath(action)
    let target = AnyCasePath(target)
    apply = { source, incoming, environment in
      guard let payload = action.extract(from: incoming) else { return nil }
      let next = makeTarget(source, payload)
      return .move(target.embed(next), effect(next, payload, environment))
    }
  }

  /// Moves to `target`, a case without payload, and runs `effect`.
  public init<Payload>(
    _ action: CaseKeyPath<Action, Payload>,
    to target: CaseKeyPath<State, Void>,
    effect: @escaping @Sendable ((), Payload, Environment) -> Effect<Action> = { _, _, _ in .none }
  ) {
    self.init(action, to: target, state: { _, _ in () }, effect: effect)
  }

  /// Stays in the current state (a self-transition in diagrams); `update`
  /// may change the state's payload in place and returns the effect.
  public init<Payload>(
    _ action: CaseKeyPath<Action, Payload>,
    update: @escaping @Sendable (inout Source, Payload, Environment) -> Effect<Action>
  ) {
    actionName = CaseName.of(action)
    targetName = nil
    let action = AnyCasePath(action)
    apply = { source, incoming, environment in
      guard let payload = action.extract(from: incoming) else { return nil }
      return .stay(update(&source, payload, environment))
    }
  }
}
