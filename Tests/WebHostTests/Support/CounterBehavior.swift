import Synchronization
import WebHost

/// A session behaviour for tests: handler 1 adds one, handler 2 sets the
/// count from the event's value, handler 3 also sends a URL and a title;
/// each change sends a patch batch.
actor CounterBehavior: SessionContent {
  nonisolated let count = Mutex(0)
  nonisolated let applied = Mutex<[Int]>([])
  nonisolated let hasSnapshot: Bool
  nonisolated let outlet = Mutex<SessionOutlet?>(nil)

  init(hasSnapshot: Bool = true) {
    self.hasSnapshot = hasSnapshot
  }

  func start(_ outlet: SessionOutlet) async {
    self.outlet.withLock { $0 = outlet }
  }

  func apply(_ event: ClientEvent) async throws(ProtocolError) {
    let value: Int
    switch event.handler {
    case 1, 3:
      value = count.withLock {
        $0 += 1
        return $0
      }
    case 2:
      guard let number = event.payload.value.flatMap({ Int($0) }) else {
        throw ProtocolError(.invalid, "handler 2 needs a number", sequence: event.sequence)
      }
      value = count.withLock {
        $0 = number
        return $0
      }
    default:
      throw ProtocolError(.unknownHandler, "no handler \(event.handler)", sequence: event.sequence)
    }
    applied.withLock { $0.append(event.sequence) }
    await push(value)
    if event.handler == 3 {
      let outlet = outlet.withLock { $0 }
      await outlet?.send(.url("/counter?count=\(value)", .replace))
      await outlet?.send(.title("Counter: \(value)"))
    }
  }

  /// Sends a patch for `value` as if an effect had changed the state.
  func push(_ value: Int) async {
    await outlet.withLock { $0 }?.send(.patch(operationsJSON: "[[\"text\",[0],\"\(value)\"]]"))
  }

  func snapshot() async -> String? {
    hasSnapshot ? "[[\"replace\",[],\"\(count.withLock { $0 })\"]]" : nil
  }
}

/// Makes a ``CounterBehavior`` for `/counter` and refuses other paths.
final class CounterFactory: SessionFactory {
  let made = Mutex<[CounterBehavior]>([])
  let hasSnapshot: Bool

  init(hasSnapshot: Bool = true) {
    self.hasSnapshot = hasSnapshot
  }

  func makeBehavior(for url: StateURL) async throws(URLStateError) -> any SessionContent {
    guard url.path == "/counter" else { throw .malformed("no screen at \(url.path)") }
    let behavior = CounterBehavior(hasSnapshot: hasSnapshot)
    made.withLock { $0.append(behavior) }
    return behavior
  }
}
