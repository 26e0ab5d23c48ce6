/// Collects the ``On`` transitions declared inside a ``When`` block.
@resultBuilder
public enum TransitionBuilder<State, Source, Action: Sendable, Environment> {
  /// One transition.
  public static func buildExpression(_ transition: On<State, Source, Action, Environment>) -> [On<
    State, Source, Action, Environment
  >] {
    [transition]
  }

  /// The transitions of a block, in declaration order.
  public static func buildBlock(_ parts: [On<State, Source, Action, Environment>]...) -> [On<
    State, Source, Action, Environment
  >] {
    parts.flatMap { $0 }
  }

  /// Transitions declared under an `if`.
  public static func buildOptional(_ part: [On<State, Source, Action, Environment>]?) -> [On<
    State, Source, Action, Environment
  >] {
    part ?? []
  }

  /// Transitions of the taken branch of an `if`/`else`.
  public static func buildEither(first part: [On<State, Source, Action, Environment>]) -> [On<
    State, Source, Action, Environment
  >] {
    part
  }

  /// Transitions of the taken branch of an `if`/`else`.
  public static func buildEither(second part: [On<State, Source, Action, Environment>]) -> [On<
    State, Source, Action, Environment
  >] {
    part
  }
}

/// Collects the ``When`` state declarations of a ``StateMachine``.
@resultBuilder
public enum StateMachineBuilder<State, Action: Sendable, Environment> {
  /// One state declaration.
  public static func buildExpression(_ state: When<State, Action, Environment>) -> [When<
    State, Action, Environment
  >] {
    [state]
  }

  /// The state declarations of a block, in declaration order.
  public static func buildBlock(_ parts: [When<State, Action, Environment>]...) -> [When<
    State, Action, Environment
  >] {
    parts.flatMap { $0 }
  }
}
