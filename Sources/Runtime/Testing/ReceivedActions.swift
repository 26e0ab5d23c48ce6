import DequeModule
import Synchronization

/// The actions effects sent to a `TestStore`, waiting to be asserted with
/// `receive`. Effects append from their own tasks; the test pops them.
final class ReceivedActions<Action: Sendable>: Sendable {
  private struct Storage {
    var actions: Deque<Action> = []
    var waiter: CheckedContinuation<Void, Never>?
  }

  private let storage = Mutex(Storage())

  /// Adds an action and wakes a waiting `receive`.
  func append(_ action: Action) {
    let waiter = storage.withLock { storage in
      storage.actions.append(action)
      defer { storage.waiter = nil }
      return storage.waiter
    }
    waiter?.resume()
  }

  /// Takes the oldest action.
  func popFirst() -> Action? { storage.withLock { $0.actions.popFirst() } }

  /// Every action not yet received, oldest first.
  var all: [Action] { storage.withLock { Array($0.actions) } }

  /// Whether nothing is waiting to be received.
  var isEmpty: Bool { storage.withLock { $0.actions.isEmpty } }

  /// Forgets every action (after reporting them).
  func removeAll() { storage.withLock { $0.actions.removeAll() } }

  /// Waits until an action is there or `timeout` of real time passed.
  ///
  /// - Returns: whether an action is there.
  func waitForAction(timeout: Duration) async -> Bool {
    if !isEmpty { return true }
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await self.waitUntilNotEmpty()
        return !Task.isCancelled
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first || !self.isEmpty
    }
  }

  private func waitUntilNotEmpty() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = storage.withLock { storage in
          if !storage.actions.isEmpty || Task.isCancelled { return true }
          storage.waiter = continuation
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      let waiter = storage.withLock { storage in
        defer { storage.waiter = nil }
        return storage.waiter
      }
      waiter?.resume()
    }
  }
}
