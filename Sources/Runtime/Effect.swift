/// A handle an effect uses to feed actions back into its store.
public struct Send<Action: Sendable>: Sendable {
  let send: @Sendable (Action) async -> Void

  /// Creates a sender from a function (the store and `TestStore` make these).
  public init(_ send: @escaping @Sendable (Action) async -> Void) {
    self.send = send
  }

  /// Sends an action to the store; does nothing once the effect is cancelled.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await send(action)
  }
}

/// Work a reducer asks the store to do after a state change: asynchronous
/// operations, streams, cancellations, or nothing.
///
/// Effects are data: the reducer stays pure, the store runs them. A running
/// effect talks back only by sending actions.
///
/// ```swift
/// case .laterTapped:
///   return .run(id: Work.later) { send in
///     try await env.clock.sleep(for: .seconds(1))
///     await send(.tick)
///   }
/// case .cancelTapped:
///   return .cancel(id: Work.later)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  /// What the store does with this effect.
  indirect enum Operation: Sendable {
    /// Nothing.
    case none
    /// Feed an action back at once.
    case send(Action)
    /// Start an asynchronous operation.
    case run(Run)
    /// Cancel every running effect with one of these ids.
    case cancel([EffectID])
    /// Cancel every running effect of the store.
    case cancelAll
    /// Start all of these at once.
    case merge([Effect])
    /// Run these one after the other, each after the previous finished.
    case concatenate([Effect])
  }

  /// An asynchronous operation and how the store schedules it.
  struct Run: Sendable {
    /// The id to cancel it by.
    var id: EffectID?
    /// Cancel an already running effect with the same id before starting.
    var cancelInFlight: Bool
    /// The queue it joins, if any.
    var queue: EffectQueue?
    /// Turns a thrown error into an action; without it the error is only reported.
    var handleError: (@Sendable (any Error) -> Action?)?
    /// Where the effect was created, for error reports.
    var fileID: String
    /// The line where the effect was created.
    var line: UInt
    /// The work itself.
    var body: @Sendable (Send<Action>) async throws -> Void
  }

  /// The operation the store interprets; built only through the factories
  /// (`.none`, `.send`, `.run`, `.cancel(id:)`, `.merge`, `.concatenate`).
  let operation: Operation
}
