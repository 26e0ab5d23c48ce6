import CasePaths

/// A child reducer lifted into a parent: the child's state lives at a key
/// path of the parent's state (or in one case of the parent's state enum),
/// its actions are one case of the parent's action enum. Parent actions of
/// other cases pass through untouched; the child's effects send parent actions.
///
/// ```swift
/// struct AppState { var counter = CounterState() }
/// @CasePathable enum AppAction { case counter(CounterAction); case resetTapped }
///
/// let app = Reducer<AppState, AppAction, AppEnvironment> {
///   Scope(state: \.counter, action: \.counter) { counter }
///   Reducer { state, action, _ in … }
/// }
/// ```
public struct Scope<ParentState, ParentAction: Sendable, ParentEnvironment>: Sendable {
  /// The child, lifted into the parent.
  public let reducer: Reducer<ParentState, ParentAction, ParentEnvironment>

  /// Scopes `child` to the state at `toChildState`, deriving its environment.
  public init<ChildState, ChildAction: Sendable, ChildEnvironment>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> ChildEnvironment,
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> child: () -> Reducer<
      ChildState, ChildAction, ChildEnvironment
    >
  ) {
    let child = child()
    // Key paths are immutable values; the type just is not declared Sendable.
    nonisolated(unsafe) let toChildState = toChildState
    let toChildAction = AnyCasePath(toChildAction)
    reducer = Reducer { parent, action, environment in
      guard let childAction = toChildAction.extract(from: action) else { return .none }
      return child.reduce(
        &parent[keyPath: toChildState], childAction, toChildEnvironment(environment)
      )
      .map { toChildAction.embed($0) }
    }
  }

  /// Scopes `child`, which reads the parent's environment, to the state at `toChildState`.
  public init<ChildState, ChildAction: Sendable>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction, ParentEnvironment> child: () -> Reducer<
      ChildState, ChildAction, ParentEnvironment
    >
  ) {
    self.init(state: toChildState, action: toChildAction, environment: { $0 }, child: child)
  }

  /// Scopes `child` to one case of the parent's state enum: it runs only
  /// while the parent's state is in that case. A child action arriving in
  /// another case changes nothing and goes to `onIgnored` (logged in development).
  ///
  /// ```swift
  /// @CasePathable enum Page { case loading; case loaded(Detail) }
  /// Scope(state: \.loaded, action: \.detail) { detail }
  /// ```
  public init<ChildState, ChildAction: Sendable, ChildEnvironment>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> ChildEnvironment,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<ParentState, ParentAction>) -> Void = {
      IgnoredAction.log($0)
    },
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> child: () -> Reducer<
      ChildState, ChildAction, ChildEnvironment
    >
  ) {
    let child = child()
    let caseName = CaseName.of(toChildState)
    let toChildState = AnyCasePath(toChildState)
    let toChildAction = AnyCasePath(toChildAction)
    reducer = Reducer { parent, action, environment in
      guard let childAction = toChildAction.extract(from: action) else { return .none }
      guard var state = toChildState.extract(from: parent) else {
        onIgnored(
          IgnoredAction(
            state: parent, action: action, reason: .stateNotInCase(expected: caseName),
            fileID: fileID, line: line))
        return .none
      }
      let effect = child.reduce(&state, childAction, toChildEnvironment(environment))
      parent = toChildState.embed(state)
      return effect.map { toChildAction.embed($0) }
    }
  }

  /// Scopes `child`, which reads the parent's environment, to one case of the parent's state enum.
  public init<ChildState, ChildAction: Sendable>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<ParentState, ParentAction>) -> Void = {
      IgnoredAction.log($0)
    },
    @ReducerBuilder<ChildState, ChildAction, ParentEnvironment> child: () -> Reducer<
      ChildState, ChildAction, ParentEnvironment
    >
  ) {
    self.init(
      state: toChildState, action: toChildAction, environment: { $0 }, fileID: fileID,
      line: line, onIgnored: onIgnored, child: child)
  }
}
