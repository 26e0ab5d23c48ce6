import CasePaths

extension Reducer {
  /// Runs `child` on the optional state at `toChildState` while it is
  /// present, before this reducer. A child action arriving while it is
  /// `nil` changes nothing and goes to `onIgnored` (logged in development).
  ///
  /// ```swift
  /// struct Page { var detail: Detail? }
  /// @CasePathable enum PageAction { case detail(DetailAction); case closeTapped }
  ///
  /// let page = Reducer<Page, PageAction, Env> { state, action, _ in … }
  ///   .ifLet(\.detail, action: \.detail) { detail }
  /// ```
  public func ifLet<ChildState, ChildAction: Sendable, ChildEnvironment>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<State, Action>) -> Void = {
      IgnoredAction.log($0)
    },
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> then child: () -> Reducer<
      ChildState, ChildAction, ChildEnvironment
    >
  ) -> Reducer {
    let child = child()
    // Key paths are immutable values; the type just is not declared Sendable.
    nonisolated(unsafe) let toChildState = toChildState
    let toChildAction = AnyCasePath(toChildAction)
    let parent = self
    return Reducer { state, action, environment in
      guard let childAction = toChildAction.extract(from: action) else {
        return parent.reduce(&state, action, environment)
      }
      guard state[keyPath: toChildState] != nil else {
        onIgnored(
          IgnoredAction(
            state: state, action: action, reason: .childAbsent, fileID: fileID, line: line))
        return parent.reduce(&state, action, environment)
      }
      let childEffect = child.reduce(
        &state[keyPath: toChildState]!, childAction, toChildEnvironment(environment)
      )
      .map { toChildAction.embed($0) }
      return .merge(childEffect, parent.reduce(&state, action, environment))
    }
  }

  /// Runs `child`, which reads this reducer's environment, on the optional
  /// state at `toChildState` while it is present, before this reducer.
  public func ifLet<ChildState, ChildAction: Sendable>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<State, Action>) -> Void = {
      IgnoredAction.log($0)
    },
    @ReducerBuilder<ChildState, ChildAction, Environment> then child: () -> Reducer<
      ChildState, ChildAction, Environment
    >
  ) -> Reducer {
    ifLet(
      toChildState, action: toChildAction, environment: { $0 }, fileID: fileID, line: line,
      onIgnored: onIgnored, then: child)
  }
}
