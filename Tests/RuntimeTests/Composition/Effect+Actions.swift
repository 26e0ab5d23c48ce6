@testable import Runtime

/// Collects the actions an effect sends, in order.
private actor Collected<Action: Sendable> {
  var actions: [Action] = []
  func append(_ action: Action) { actions.append(action) }
}

extension Effect {
  /// Runs the effect to the end the simple way (one operation after
  /// another, no queues, no cancellation) and returns every action it sent,
  /// with a thrown error turned into an action by the effect's handler.
  /// Reducer tests use it to see what an effect does without a store.
  func actions() async -> [Action] {
    let collected = Collected<Action>()
    await run(into: collected)
    return await collected.actions
  }

  private func run(into collected: Collected<Action>) async {
    switch operation {
    case .none, .cancel, .cancelAll: break
    case .send(let action): await collected.append(action)
    case .merge(let effects), .concatenate(let effects):
      for effect in effects { await effect.run(into: collected) }
    case .run(let run):
      do {
        try await run.body(Send { await collected.append($0) })
      } catch {
        if let action = run.handleError?(error) { await collected.append(action) }
      }
    }
  }

  /// The ids of the operations this effect cancels.
  var cancelledIDs: [EffectID] {
    switch operation {
    case .cancel(let ids): ids
    case .merge(let effects), .concatenate(let effects): effects.flatMap(\.cancelledIDs)
    case .none, .send, .run, .cancelAll: []
    }
  }

  /// The ids of the operations this effect starts.
  var runIDs: [EffectID?] {
    switch operation {
    case .run(let run): [run.id]
    case .merge(let effects), .concatenate(let effects): effects.flatMap(\.runIDs)
    case .none, .send, .cancel, .cancelAll: []
    }
  }

  /// Whether the effect does nothing at all.
  var isNone: Bool {
    if case .none = operation { true } else { false }
  }
}
