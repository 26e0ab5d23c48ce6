extension Effect {
  /// No work.
  public static var none: Effect { Effect(operation: .none) }

  /// Feeds `action` back into the store right after the current one.
  public static func send(_ action: Action) -> Effect { Effect(operation: .send(action)) }

  /// Starts asynchronous work: `body` may send any number of actions, from
  /// one result to every element of a stream, or none at all.
  ///
  /// ```swift
  /// return .run(id: Work.load, cancelInFlight: true) { send in
  ///   await send(.loaded(try await env.repository.page(0)))
  /// } catch: { error in
  ///   .loadFailed(String(describing: error))
  /// }
  /// ```
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

  /// Cancels every effect the store runs, whatever its id (none sends
  /// anything afterwards): a state restored by time travel leaves the
  /// abandoned timeline's work behind. Store-wide even from a scoped reducer.
  public static var cancelAll: Effect { Effect(operation: .cancelAll) }

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
    case .cancelAll: return .cancelAll
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
