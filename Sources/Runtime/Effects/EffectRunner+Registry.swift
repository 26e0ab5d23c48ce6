import DequeModule
import Synchronization

extension EffectRunner {
  /// Whether an effect may start, and when.
  enum Slot {
    /// It holds a slot; it starts at this offset on the runner's clock (nil: at once).
    case granted(startAt: Duration?)
    /// It waits for a slot of an `oldestSuspendingNew` queue; resumed with true when granted.
    case waiting(CheckedContinuation<Bool, Never>?)
  }

  /// A registered effect.
  struct Entry {
    let handle: EffectHandle
    var task: Task<Void, Never>?
    var slot: Slot
  }

  /// The running and waiting effects of one queue, oldest first.
  struct QueueState {
    var running: [UInt64] = []
    var pending: Deque<UInt64> = []
    /// The earliest offset the next effect may start at (queues with a delay).
    var nextStart: Duration?
  }

  /// Work to do once the lock is released.
  struct Aftermath {
    var tasksToCancel: [Task<Void, Never>] = []
    var granted: [CheckedContinuation<Bool, Never>] = []
    var refused: [CheckedContinuation<Bool, Never>] = []

    func perform() {
      for task in tasksToCancel { task.cancel() }
      for continuation in refused { continuation.resume(returning: false) }
      for continuation in granted { continuation.resume(returning: true) }
    }
  }

  /// The per-store registry of effects; only touched under the runner's mutex.
  struct Registry {
    var nextSerial: UInt64 = 0
    var isShutDown = false
    /// Effects running or waiting, by serial.
    var active: [UInt64: Entry] = [:]
    /// Cancelled effects whose tasks have not returned yet.
    var draining: [UInt64: Task<Void, Never>] = [:]
    var queues: [EffectID: QueueState] = [:]
    /// Tasks waiting until no effect runs, by waiter number.
    var idleWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextIdleWaiter: UInt64 = 0

    /// The idle waiters to resume, if nothing runs any more.
    mutating func takeIdleWaitersIfIdle() -> [CheckedContinuation<Void, Never>] {
      guard active.isEmpty, draining.isEmpty, !idleWaiters.isEmpty else { return [] }
      defer { idleWaiters.removeAll() }
      return Array(idleWaiters.values)
    }

    /// Decides the slot of a new effect in `queue`, evicting or refusing as the policy says.
    /// Returns nil when the effect is discarded.
    mutating func admit(
      _ serial: UInt64, to queue: EffectQueue, now: Duration, aftermath: inout Aftermath
    ) -> Slot? {
      var state = queues[queue.id] ?? QueueState()
      defer { queues[queue.id] = state }
      switch queue.policy {
      case .runAll:
        break
      case .newest(let limit):
        while state.running.count >= max(limit, 1), let oldest = state.running.first {
          queues[queue.id] = state
          cancel(oldest, now: now, aftermath: &aftermath)
          state = queues[queue.id] ?? QueueState()
        }
      case .oldestDiscardingNew(let limit):
        if state.running.count >= max(limit, 1) { return nil }
      case .oldestSuspendingNew(let limit):
        if state.running.count >= max(limit, 1) {
          state.pending.append(serial)
          return .waiting(nil)
        }
      }
      state.running.append(serial)
      return .granted(startAt: Self.schedule(&state, queue, now: now))
    }

    /// Reserves the next start time in a queue with a delay.
    static func schedule(_ state: inout QueueState, _ queue: EffectQueue, now: Duration)
      -> Duration?
    {
      guard queue.delay > .zero else { return nil }
      let startAt = max(now, state.nextStart ?? now)
      state.nextStart = startAt + queue.delay
      return startAt
    }

    /// Cancels one effect: marks it, frees its slot, and moves its task to draining.
    mutating func cancel(_ serial: UInt64, now: Duration, aftermath: inout Aftermath) {
      guard let entry = remove(serial, now: now, aftermath: &aftermath) else { return }
      entry.handle.markCancelled()
      if let task = entry.task {
        draining[serial] = task
        aftermath.tasksToCancel.append(task)
      }
      if case .waiting(let continuation?) = entry.slot { aftermath.refused.append(continuation) }
    }

    /// Removes an effect and hands its queue slot to the next waiting one.
    @discardableResult
    mutating func remove(_ serial: UInt64, now: Duration, aftermath: inout Aftermath) -> Entry? {
      guard let entry = active.removeValue(forKey: serial) else { return nil }
      guard let queue = entry.handle.queue, var state = queues[queue.id] else { return entry }
      state.running.removeAll { $0 == serial }
      state.pending.removeAll { $0 == serial }
      if case .oldestSuspendingNew(let limit) = queue.policy {
        while state.running.count < max(limit, 1), let next = state.pending.popFirst() {
          state.running.append(next)
          let startAt = Self.schedule(&state, queue, now: now)
          if case .waiting(let continuation) = active[next]?.slot {
            active[next]?.slot = .granted(startAt: startAt)
            if let continuation { aftermath.granted.append(continuation) }
          }
        }
      }
      // Forget idle queues so the registry stays small, unless a delay is still pending.
      if state.running.isEmpty, state.pending.isEmpty, (state.nextStart ?? now) <= now {
        queues[queue.id] = nil
      } else {
        queues[queue.id] = state
      }
      return entry
    }
  }

  /// Registers a new effect, then starts its task. Returns nil if the
  /// queue discards it.
  ///
  /// The task starts outside the lock because it may run synchronously up to
  /// its first suspension (`Task.immediate`) and take the lock itself.
  func register(
    id: EffectID?, queue: EffectQueue?, site: String,
    makeTask: (EffectHandle) -> Task<Void, Never>
  ) -> EffectHandle? {
    var aftermath = Aftermath()
    let handle: EffectHandle? = registry.withLock { registry in
      guard !registry.isShutDown else { return nil }
      registry.nextSerial &+= 1
      let handle = EffectHandle(serial: registry.nextSerial, id: id, queue: queue, site: site)
      var slot = Slot.granted(startAt: nil)
      if let queue {
        guard
          let admitted = registry.admit(
            handle.serial, to: queue, now: elapsed(), aftermath: &aftermath)
        else { return nil }
        slot = admitted
      }
      registry.active[handle.serial] = Entry(handle: handle, task: nil, slot: slot)
      return handle
    }
    aftermath.perform()
    guard let handle else { return nil }
    let task = makeTask(handle)
    // The task may already have finished or been cancelled while it started.
    let cancelNow = registry.withLock { registry in
      if registry.active[handle.serial] != nil {
        registry.active[handle.serial]?.task = task
        return false
      }
      guard handle.isCancelled, !handle.isFinished else { return false }
      registry.draining[handle.serial] = task
      return true
    }
    if cancelNow { task.cancel() }
    return handle
  }

  /// Cancels every registered effect matching `predicate`.
  func cancel(where predicate: (EffectHandle) -> Bool) {
    var aftermath = Aftermath()
    registry.withLock { registry in
      let serials = registry.active.values.map(\.handle).filter(predicate).map(\.serial).sorted()
      guard !serials.isEmpty else { return }
      let now = elapsed()
      for serial in serials { registry.cancel(serial, now: now, aftermath: &aftermath) }
    }
    aftermath.perform()
  }

  /// Called by an effect's task when it returns.
  func finished(_ handle: EffectHandle) {
    var aftermath = Aftermath()
    let idle = registry.withLock { registry in
      handle.markFinished()
      registry.draining[handle.serial] = nil
      registry.remove(handle.serial, now: elapsed(), aftermath: &aftermath)
      return registry.takeIdleWaitersIfIdle()
    }
    aftermath.perform()
    for waiter in idle { waiter.resume() }
  }

  /// Waits for a queue slot and the queue's delay; false if cancelled meanwhile.
  func waitForStart(_ handle: EffectHandle) async -> Bool {
    let serial = handle.serial
    var slot = registry.withLock { $0.active[serial]?.slot }
    if case .waiting = slot {
      let granted = await withCheckedContinuation { continuation in
        let decided: Bool? = registry.withLock { registry in
          guard let entry = registry.active[serial] else { return false }
          guard case .waiting = entry.slot else { return true }
          registry.active[serial]?.slot = .waiting(continuation)
          return nil
        }
        if let decided { continuation.resume(returning: decided) }
      }
      guard granted else { return false }
      slot = registry.withLock { $0.active[serial]?.slot }
    }
    guard case .granted(let startAt) = slot else { return false }
    if let startAt {
      let wait = startAt - elapsed()
      if wait > .zero {
        do { try await clock.sleep(for: wait) } catch { return false }
      }
    }
    return !handle.isCancelled
  }
}
