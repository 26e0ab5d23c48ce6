import CasePaths

extension Reducer {
  /// Lifts this child reducer into a parent: the child's state lives at a
  /// key path of the parent's state, its actions are one case of the
  /// parent's action enum, and its environment is derived from the parent's.
  /// Parent actions of other cases pass through untouched; the child's
  /// effects send parent actions.
  ///
  /// ```swift
  /// struct AppState { var counter = CounterState() }
  /// @CasePathable enum AppAction { case counter(CounterAction) }
  ///
  /// let app: Reducer<AppState, AppAction, AppEnvironment> = counter.pullback(
  ///   state: \.counter,
  ///   action: \.counter,
  ///   environment: { $0.counter }
  /// )
  /// ```
  public func pullback<ParentState, ParentAction: Sendable, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: CaseKeyPath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
    // Key paths are immutable values; the type just is not declared Sendable.
    nonisolated(unsafe) let toChildState = toChildState
    let toChildAction = AnyCasePath(toChildAction)
    return Reducer<ParentState, ParentAction, ParentEnvironment> { parent, action, environment in
      guard let childAction = toChildAction.extract(from: action) else { return .none }
      return reduce(&parent[keyPath: toChildState], childAction, toChildEnvironment(environment))
        .map { toChildAction.embed($0) }
    }
  }
}
