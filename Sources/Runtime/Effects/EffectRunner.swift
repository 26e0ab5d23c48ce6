import Synchronization

/// Runs the effects of one store: starts their tasks, keeps the per-store
/// registry of running effects by id, applies queue policies and delays on
/// the store's clock, cancels, and catches errors. Kept apart from the store
/// actor so the actor only serialises actions.
///
/// Thread-safe: the registry sits behind a mutex, so effects of a
/// concatenation can start their successors from their own tasks.
final class EffectRunner<Action: Sendable>: Sendable {
  /// Delivers an action from a running effect back to its store.
  typealias Deliver = @Sendable (Action, EffectHandle) async -> Void

  let registry: Mutex<Registry>
  let clock: any Clock<Duration>
  /// Time since the runner was made, on `clock` (queue delays are offsets).
  let elapsed: @Sendable () -> Duration
  let report: @Sendable (EffectFailure) -> Void

  /// Creates a runner measuring queue delays on `clock`.
  init(clock: any Clock<Duration>, report: @escaping @Sendable (EffectFailure) -> Void) {
    self.clock = clock
    self.elapsed = Self.stopwatch(clock)
    self.report = report
    self.registry = Mutex(Registry())
  }

  private static func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let origin = clock.now
    return { origin.duration(to: clock.now) }
  }

  /// Starts `effect`, returning the actions it sends at once (`.send`) for
  /// the caller to process right after the current one.
  func start(_ effect: Effect<Action>, deliver: @escaping Deliver) -> [Action] {
    var immediate: [Action] = []
    var started: [EffectHandle] = []
    start(effect, deliver: deliver, immediate: &immediate, started: &started)
    return immediate
  }

  /// Cancels every running or waiting effect with one of `ids`.
  func cancel(ids: [EffectID]) {
    let ids = Set(ids)
    cancel { $0.id.map(ids.contains) ?? false }
  }

  /// Cancels every effect and refuses new ones (the store shut down).
  func shutdown() {
    registry.withLock { $0.isShutDown = true }
    cancel { _ in true }
  }

  /// The creation sites (`fileID:line`) of effects still running and not cancelled.
  var activeSites: [String] {
    registry.withLock { registry in
      registry.active.values.sorted { $0.handle.serial < $1.handle.serial }.map(\.handle.site)
    }
  }

  /// How many effects are running or waiting for a queue slot.
  var activeCount: Int { registry.withLock { $0.active.count } }

  /// How many effects wait for a slot of an `oldestSuspendingNew` queue.
  var waitingCount: Int {
    registry.withLock { registry in
      registry.active.values.count { if case .waiting = $0.slot { true } else { false } }
    }
  }

  /// Waits until every task, including cancelled ones still unwinding, ended.
  /// Returns early, without waiting further, when the waiting task is cancelled.
  func waitForAll() async {
    let waiter = registry.withLock { registry in
      registry.nextIdleWaiter &+= 1
      return registry.nextIdleWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let idle = registry.withLock { registry in
          if (registry.active.isEmpty && registry.draining.isEmpty) || Task.isCancelled {
            return true
          }
          registry.idleWaiters[waiter] = continuation
          return false
        }
        if idle { continuation.resume() }
      }
    } onCancel: {
      let continuation = registry.withLock { $0.idleWaiters.removeValue(forKey: waiter) }
      continuation?.resume()
    }
  }

  // MARK: - Starting

  private func start(
    _ effect: Effect<Action>, deliver: @escaping Deliver, immediate: inout [Action],
    started: inout [EffectHandle]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      immediate.append(action)
    case .cancel(let ids):
      cancel(ids: ids)
    case .cancelAll:
      cancel { _ in true }
    case .merge(let effects):
      for effect in effects {
        start(effect, deliver: deliver, immediate: &immediate, started: &started)
      }
    case .run(let run):
      if let handle = launch(run, deliver: deliver) { started.append(handle) }
    case .concatenate(let effects):
      let handle = register(id: nil, queue: nil, site: "concatenation") { handle in
        Self.startTask { await self.runInSequence(effects, handle: handle, deliver: deliver) }
      }
      if let handle { started.append(handle) }
    }
  }

  /// Starts `effect` from a concatenation's task, returning what it started.
  private func startChild(_ effect: Effect<Action>, deliver: @escaping Deliver) -> (
    [Action], [EffectHandle]
  ) {
    var immediate: [Action] = []
    var handles: [EffectHandle] = []
    start(effect, deliver: deliver, immediate: &immediate, started: &handles)
    return (immediate, handles)
  }

  private func runInSequence(
    _ effects: [Effect<Action>], handle: EffectHandle, deliver: @escaping Deliver
  ) async {
    defer { finished(handle) }
    for effect in effects {
      guard !handle.isCancelled, !Task.isCancelled else { return }
      let (actions, children) = startChild(effect, deliver: deliver)
      for action in actions where !handle.isCancelled { await deliver(action, handle) }
      await withTaskCancellationHandler {
        for child in children { await completion(of: child) }
      } onCancel: {
        let serials = Set(children.map(\.serial))
        self.cancel { serials.contains($0.serial) }
      }
    }
  }

  private func completion(of handle: EffectHandle) async {
    let task = registry.withLock { $0.active[handle.serial]?.task ?? $0.draining[handle.serial] }
    await task?.value
  }

  private func launch(_ run: Effect<Action>.Run, deliver: @escaping Deliver) -> EffectHandle? {
    if run.cancelInFlight, let id = run.id { cancel { $0.id == id } }
    return register(id: run.id, queue: run.queue, site: "\(run.fileID):\(run.line)") { handle in
      Self.startTask { await self.execute(run, handle: handle, deliver: deliver) }
    }
  }

  /// Starts an effect's task, running it at once up to its first suspension
  /// where the platform allows: a sleep on a test clock is then registered
  /// before `send` returns, so advancing the clock right after reaches it.
  private static func startTask(_ operation: @escaping @Sendable () async -> Void) -> Task<
    Void, Never
  > {
    if #available(macOS 26, *) {
      return Task.immediate { await operation() }
    }
    return Task { await operation() }
  }

  private func execute(_ run: Effect<Action>.Run, handle: EffectHandle, deliver: @escaping Deliver)
    async
  {
    defer { finished(handle) }
    guard await waitForStart(handle) else { return }
    let send = Send<Action> { action in
      guard !handle.isCancelled else { return }
      await deliver(action, handle)
    }
    do {
      try await run.body(send)
    } catch {
      // Errors thrown because the effect was cancelled are its normal way out.
      if handle.isCancelled || (error is CancellationError && Task.isCancelled) { return }
      let action = run.handleError?(error)
      report(
        EffectFailure(
          error: error, fileID: run.fileID, line: run.line, effectID: run.id,
          isHandled: action != nil))
      if let action, !handle.isCancelled { await deliver(action, handle) }
    }
  }
}
