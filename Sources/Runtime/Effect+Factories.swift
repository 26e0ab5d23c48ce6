extension Effect {
  /// No work.
  public static var none: Effect { Effect(operation: .none) }

  /// Feeds `action` back into the store right after the current one.
  public static func send(_ action: Action) -> Effect { Effect(operation: .send(action)) }

  /// The general form: runs `body`, which may send any number of actions.
  ///
  /// - Parameters:
  ///   - id: cancels it with ``cancel(id:)``.
  ///   - cancelInFlight: cancels a running effect with the same `id` first.
  ///   - queue: schedules it under a queue policy.
  ///   - catch: turns a thrown error into an action.
  public static func run(
    id: (some Hashable & Sendable)? = EffectID?.none,
    cancelInFlight: Bool = false,
    queue: EffectQueue? = nil,
    fileID: String = #fileID,
    line: UInt = #line,
    operation body: @escaping @Sendable (Send<Action>) async throws -> Void,
    catch handleError: (@Sendable (any Error) -> Action?)? = nil
  ) -> Effect {
    Effect(
      operation: .run(
        Run(
          id: id.map { $0 as? EffectID ?? EffectID($0) },
          cancelInFlight: cancelInFlight,
          queue: queue,
          handleError: handleError,
          fileID: fileID,
          line: line,
          body: body
        )))
  }

  /// One asynchronous operation whose result, if any, is sent back.
  public static func task(
    id: (some Hashable & Sendable)? = EffectID?.none,
    cancelInFlight: Bool = false,
    queue: EffectQueue? = nil,
    fileID: String = #fileID,
    line: UInt = #line,
    operation: @escaping @Sendable () async throws -> Action?,
    catch handleError: (@Sendable (any Error) -> Action?)? = nil
  ) -> Effect {
    .run(
      id: id, cancelInFlight: cancelInFlight, queue: queue, fileID: fileID, line: line,
      operation: { send in
        if let action = try await operation() { await send(action) }
      }, catch: handleError)
  }

  /// Work whose outcome the store does not need (logging, analytics).
  public static func fireAndForget(
    id: (some Hashable & Sendable)? = EffectID?.none,
    queue: EffectQueue? = nil,
    fileID: String = #fileID,
    line: UInt = #line,
    _ work: @escaping @Sendable () async throws -> Void
  ) -> Effect {
    .run(id: id, queue: queue, fileID: fileID, line: line, operation: { _ in try await work() })
  }

  /// Sends every element of an asynchronous sequence (timers, progress).
  public static func stream<S: AsyncSequence & Sendable>(
    id: (some Hashable & Sendable)? = EffectID?.none,
    cancelInFlight: Bool = false,
    queue: EffectQueue? = nil,
    fileID: String = #fileID,
    line: UInt = #line,
    _ sequence: S,
    catch handleError: (@Sendable (any Error) -> Action?)? = nil
  ) -> Effect where S.Element == Action {
    .run(
      id: id, cancelInFlight: cancelInFlight, queue: queue, fileID: fileID, line: line,
      operation: { send in
        for try await action in sequence { await send(action) }
      }, catch: handleError)
  }

  /// Cancels every running effect with this id; it sends nothing afterwards.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(operation: .cancel([id as? EffectID ?? EffectID(id)]))
  }

  /// Runs all of these at once.
  public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

  /// Runs all of these at once.
  public static func merge(_ effects: [Effect]) -> Effect {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Effect(operation: .merge(effects))
    }
  }

  /// Runs these one after another.
  public static func concatenate(_ effects: Effect...) -> Effect { concatenate(effects) }

  /// Runs these one after another.
  public static func concatenate(_ effects: [Effect]) -> Effect {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Effect(operation: .concatenate(effects))
    }
  }

  /// Runs this effect and `other` at once.
  public func merge(with other: Effect) -> Effect { .merge(self, other) }

  /// Runs `other` after this effect finishes.
  public func concatenate(with other: Effect) -> Effect { .concatenate(self, other) }

  /// The same work, sending the parent's actions (for composition).
  public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<
    Parent
  > {
    switch operation {
    case .none: return .none
    case .send(let action): return .send(transform(action))
    case .cancel(let ids): return Effect<Parent>(operation: .cancel(ids))
    case .merge(let effects):
      return Effect<Parent>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<Parent>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .run(let run):
      var mappedHandler: (@Sendable (any Error) -> Parent?)?
      if let handle = run.handleError {
        mappedHandler = { @Sendable error in handle(error).map(transform) }
      }
      let body = run.body
      let mapped = Effect<Parent>.Run(
        id: run.id,
        cancelInFlight: run.cancelInFlight,
        queue: run.queue,
        handleError: mappedHandler,
        fileID: run.fileID,
        line: run.line,
        body: { @Sendable send in
          try await body(Send { @Sendable action in await send(transform(action)) })
        }
      )
      return Effect<Parent>(operation: .run(mapped))
    }
  }
}
