import CasePaths

extension Reducer {
  /// Lifts this child reducer into a parent whose state is an enum: the
  /// child runs only while the parent's state is in the case `toChildState`.
  /// A child action arriving while the parent is in another case changes
  /// nothing and is passed to `onIgnored` (logged in development).
  ///
  /// ```swift
  /// @CasePathable enum Screen { case loading; case loaded(Detail) }
  /// @CasePathable enum ScreenAction { case detail(DetailAction) }
  ///
  /// let screen = detail.pullback(
  ///   stateCase: \Screen.Cases.loaded,
  ///   action: \ScreenAction.Cases.detail,
  ///   environment: { $0 }
  /// )
  /// ```
  public func pullback<ParentState, ParentAction: Sendable, ParentEnvironment>(
    stateCase toChildState: CaseKeyPath<ParentState, State>,
    action toChildAction: CaseKeyPath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<ParentState, ParentAction>) -> Void = {
      IgnoredAction.log($0)
    }
  ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
    let caseName = CaseName.of(toChildState)
    let toChildState = AnyCasePath(toChildState)
    let toChildAction = AnyCasePath(toChildAction)
    return Reducer<ParentState, ParentAction, ParentEnvironment> { parent, action, environment in
      guard let childAction = toChildAction.extract(from: action) else { return .none }
      guard var child = toChildState.extract(from: parent) else {
        onIgnored(
          IgnoredAction(
            state: parent, action: action, reason: .stateNotInCase(expected: caseName),
            fileID: fileID, line: line))
        return .none
      }
      let effect = reduce(&child, childAction, toChildEnvironment(environment))
      parent = toChildState.embed(child)
      return effect.map { toChildAction.embed($0) }
    }
  }
}
