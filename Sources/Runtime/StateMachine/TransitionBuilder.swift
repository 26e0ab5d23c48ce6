/// Collects the ``On`` transitions declared inside a ``When`` block.
@resultBuilder
public enum TransitionBuilder<State, Source, Action: Sendable, Environment> {
  /// The transitions a block declares, in declaration order.
  public typealias Transitions = [On<State, Source, Action, Environment>]

  /// One transition.
  public static func buildExpression(_ transition: On<State, Source, Action, Environment>)
    -> Transitions
  {
    [transition]
  }

  /// The transitions of a block, in declaration order.
  public static func buildBlock(_ parts: Transitions...) -> Transitions {
    parts.flatMap { $0 }
  }

  /// Transitions declared under an `if`.
  public static func buildOptional(_ part: Transitions?) -> Transitions {
    part ?? []
  }

  /// Transitions of the taken branch of an `if`/`else`.
  public static func buildEither(first part: Transitions) -> Transitions {
    part
  }

  /// Transitions of the taken branch of an `if`/`else`.
  public static func buildEither(second part: Transitions) -> Transitions {
    part
  }

  /// Transitions declared in a `for` loop.
  public static func buildArray(_ parts: [Transitions]) -> Transitions {
    parts.flatMap { $0 }
  }
}

/// Collects the ``When`` state declarations of a ``StateMachine``.
@resultBuilder
public enum StateMachineBuilder<State, Action: Sendable, Environment> {
  /// The states a machine declares, in declaration order.
  public typealias States = [When<State, Action, Environment>]

  /// One state declaration.
  public static func buildExpression(_ state: When<State, Action, Environment>) -> States {
    [state]
  }

  /// The state declarations of a block, in declaration order.
  public static func buildBlock(_ parts: States...) -> States {
    parts.flatMap { $0 }
  }
}
