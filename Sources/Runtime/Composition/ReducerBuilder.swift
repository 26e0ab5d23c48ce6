/// Combines reducers written one after another: each runs, in order, on the
/// same state and action, and their effects run at once.
///
/// ```swift
/// let app = Reducer<AppState, AppAction, AppEnvironment> {
///   Scope(state: \.counter, action: \.counter) { counter }
///   Reducer { state, action, environment in … }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable, Environment> {
  /// The reducers of a block, in order.
  public typealias Parts = [Reducer<State, Action, Environment>]

  /// A reducer.
  public static func buildExpression(_ reducer: Reducer<State, Action, Environment>) -> Parts {
    [reducer]
  }

  /// A child scoped into the parent.
  public static func buildExpression(_ scope: Scope<State, Action, Environment>) -> Parts {
    [scope.reducer]
  }

  /// A state machine.
  public static func buildExpression(_ machine: StateMachine<State, Action, Environment>) -> Parts {
    [machine.reducer]
  }

  /// The reducers of a block, in order.
  public static func buildBlock(_ parts: Parts...) -> Parts { parts.flatMap { $0 } }

  /// Reducers under an `if`.
  public static func buildOptional(_ part: Parts?) -> Parts { part ?? [] }

  /// Reducers of the taken branch of an `if`/`else`.
  public static func buildEither(first part: Parts) -> Parts { part }

  /// Reducers of the taken branch of an `if`/`else`.
  public static func buildEither(second part: Parts) -> Parts { part }

  /// Reducers of a `for` loop.
  public static func buildArray(_ parts: [Parts]) -> Parts { parts.flatMap { $0 } }

  /// One reducer running them all.
  public static func buildFinalResult(_ parts: Parts) -> Reducer<State, Action, Environment> {
    if parts.count == 1 { return parts[0] }
    return Reducer { state, action, environment in
      var effects: [Effect<Action>] = []
      effects.reserveCapacity(parts.count)
      for reducer in parts {
        effects.append(reducer.reduce(&state, action, environment))
      }
      return .merge(effects)
    }
  }
}

extension Reducer {
  /// One reducer from several written in a block (see ``ReducerBuilder``).
  public init(@ReducerBuilder<State, Action, Environment> _ build: () -> Reducer) {
    self = build()
  }
}
