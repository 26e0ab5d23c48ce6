/// A pure function that mutates `State` for an `Action`, reading every
/// dependency from `Environment`, and returns the work to do next.
///
/// ```swift
/// let counter = Reducer<Int, CounterAction, Void> { count, action, _ in
///   switch action {
///   case .plusTapped: count += 1; return .none
///   case .minusTapped: if count > 0 { count -= 1 }; return .none
///   }
/// }
/// ```
public struct Reducer<State, Action: Sendable, Environment>: Sendable {
  /// The reducing function.
  public let reduce: @Sendable (inout State, Action, Environment) -> Effect<Action>

  /// Creates a reducer from a function.
  public init(_ reduce: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Runs the reducer.
  public func callAsFunction(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    reduce(&state, action, environment)
  }

  /// A reducer that changes nothing and does nothing.
  public static var empty: Reducer { Reducer { _, _, _ in .none } }
}
