extension Reducer {
  /// Runs every reducer, in order, on the same state and action, and runs
  /// all their effects at once.
  ///
  /// ```swift
  /// let app = Reducer.combine(
  ///   counter.pullback(state: \.counter, action: \.counter, environment: { $0 }),
  ///   logging
  /// )
  /// ```
  public static func combine(_ reducers: Reducer...) -> Reducer {
    combine(reducers)
  }

  /// Runs every reducer, in order, on the same state and action, and runs
  /// all their effects at once.
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    if reducers.count == 1 { return reducers[0] }
    return Reducer { state, action, environment in
      var effects: [Effect<Action>] = []
      effects.reserveCapacity(reducers.count)
      for reducer in reducers {
        effects.append(reducer.reduce(&state, action, environment))
      }
      return .merge(effects)
    }
  }

  /// Runs this reducer, then `other`, and merges their effects.
  public func combined(with other: Reducer) -> Reducer {
    .combine(self, other)
  }
}
