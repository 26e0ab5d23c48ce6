import Synchronization

/// A value that changes over time, observed with Kotlin `StateFlow` semantics:
/// it always has a current value, a new observer gets that value at once,
/// equal consecutive values are never emitted, and an observer slower than
/// the updates skips straight to the latest value.
///
/// ```swift
/// let flow = StateFlow(0)
/// flow.publish(1)
/// for await value in flow.values { print(value) }  // 1, then every later change
/// ```
public final class StateFlow<Value: Equatable & Sendable>: Sendable {
  private struct Waiter {
    var continuation: CheckedContinuation<(Value, UInt64)?, Never>
  }

  private struct Storage {
    var value: Value
    var version: UInt64 = 0
    var finished = false
    var nextWaiterID: UInt64 = 0
    var waiters: [UInt64: Waiter] = [:]
    var watchers: [@Sendable () -> Void] = []
  }

  private let storage: Mutex<Storage>

  /// Creates a flow holding `initial`.
  public init(_ initial: Value) {
    storage = Mutex(Storage(value: initial))
  }

  /// The current value, read without waiting.
  public var value: Value { storage.withLock { $0.value } }

  /// Whether an observer is waiting for the next value.
  var hasWaiters: Bool { storage.withLock { !$0.waiters.isEmpty } }

  /// Whether ``finish()`` was called.
  public var isFinished: Bool { storage.withLock { $0.finished } }

  /// Replaces the current value; does nothing if it equals the current one.
  ///
  /// - Returns: whether the value changed.
  @discardableResult
  public func publish(_ newValue: Value) -> Bool {
    let changed: (waiters: [Waiter], version: UInt64, watchers: [@Sendable () -> Void])? =
      storage.withLock { storage in
        guard !storage.finished, storage.value != newValue else { return nil }
        storage.value = newValue
        storage.version &+= 1
        // Fast path: nobody is waiting, so nothing to allocate.
        if storage.waiters.isEmpty { return ([], storage.version, storage.watchers) }
        let waiters = Array(storage.waiters.values)
        storage.waiters.removeAll(keepingCapacity: true)
        return (waiters, storage.version, storage.watchers)
      }
    guard let changed else { return false }
    for waiter in changed.waiters {
      waiter.continuation.resume(returning: (newValue, changed.version))
    }
    for watcher in changed.watchers { watcher() }
    return true
  }

  /// Calls `onChange` after every change of value, on the publishing task
  /// and without the value, until the flow finishes: an observer that
  /// schedules its own work keeps no task waiting between changes. It must
  /// return quickly and read ``value`` when its work runs.
  ///
  /// ```swift
  /// flow.watch { worker.push(.refresh) }
  /// ```
  public func watch(_ onChange: @escaping @Sendable () -> Void) {
    storage.withLock { storage in
      guard !storage.finished else { return }
      storage.watchers.append(onChange)
    }
  }

  /// Ends every observation; later ``publish(_:)`` calls are ignored.
  public func finish() {
    let waiters = storage.withLock { storage in
      storage.finished = true
      let waiters = storage.waiters.values.map(\.continuation)
      storage.waiters.removeAll()
      storage.watchers.removeAll()
      return waiters
    }
    for continuation in waiters { continuation.resume(returning: nil) }
  }

  /// The current value followed by every later distinct value, conflated.
  public var values: StateStream<Value> {
    StateStream {
      let subscription = Subscription(flow: self)
      return { await subscription.next() }
    }
  }

  /// One observer's position: the version and value it last delivered.
  private final class Subscription: @unchecked Sendable {
    // Only touched by the single task iterating this subscription.
    let flow: StateFlow
    var lastVersion: UInt64?
    var lastValue: Value?

    init(flow: StateFlow) { self.flow = flow }

    func next() async -> Value? {
      while true {
        guard let (value, version) = await flow.nextValue(after: lastVersion) else { return nil }
        lastVersion = version
        // A value may come back to what this observer already saw (1 → 2 → 1
        // while it was busy); StateFlow does not emit that again.
        if let lastValue, lastValue == value { continue }
        lastValue = value
        return value
      }
    }
  }

  /// The value after `version` (at once if newer exists), or nil once finished.
  private func nextValue(after version: UInt64?) async -> (Value, UInt64)? {
    let ready: (Value, UInt64)?? = storage.withLock { storage in
      if version == nil || storage.version != version {
        return .some((storage.value, storage.version))
      }
      if storage.finished { return .some(nil) }
      return nil
    }
    if let ready { return ready }
    let waiterID = storage.withLock { storage in
      storage.nextWaiterID &+= 1
      return storage.nextWaiterID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let immediate: (Value, UInt64)?? = storage.withLock { storage in
          if storage.version != version { return .some((storage.value, storage.version)) }
          if storage.finished || Task.isCancelled { return .some(nil) }
          storage.waiters[waiterID] = Waiter(continuation: continuation)
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      let waiter = storage.withLock { $0.waiters.removeValue(forKey: waiterID) }
      waiter?.continuation.resume(returning: nil)
    }
  }
}
