import Synchronization

/// Runs an async handler over the elements pushed to it, one at a time and
/// in order, in a task that exists only while there is work.
///
/// An idle session must cost little memory, and a task parked in a loop
/// keeps its whole stack (every slab its deepest call ever needed) for its
/// life; a worker that ends when its queue is empty keeps nothing.
///
/// ```swift
/// let worker = OnDemandWorker<ScreenMessage>()
/// worker.push(.broadcast(like))   // returns at once; kept until bound
/// worker.bind { route in await session?.follow(route) }   // runs in order
/// ```
final class OnDemandWorker<Element: Sendable>: Sendable {
  typealias Handler = @Sendable (Element) async -> Void

  private struct Queue {
    var elements: [Element] = []
    var running = false
    var handler: Handler?
  }

  private let queue = Mutex(Queue())

  /// Creates a worker that keeps what is pushed until ``bind(_:)``.
  init() {}

  /// Creates a worker calling `handler` for each pushed element.
  init(_ handler: @escaping Handler) {
    queue.withLock { $0.handler = handler }
  }

  /// Sets the handler; elements pushed before are handled now.
  func bind(_ handler: @escaping Handler) {
    let start = queue.withLock { queue in
      queue.handler = handler
      guard !queue.running, !queue.elements.isEmpty else { return false }
      queue.running = true
      return true
    }
    if start { launch() }
  }

  /// Queues `element`; starts a task to handle the queue if none runs.
  func push(_ element: Element) {
    let start = queue.withLock { queue in
      queue.elements.append(element)
      guard !queue.running, queue.handler != nil else { return false }
      queue.running = true
      return true
    }
    if start { launch() }
  }

  /// Queues `element` unless an equal one already waits (a wake-up, not data).
  func pushUnlessWaiting(_ element: Element) where Element: Equatable {
    let start = queue.withLock { queue in
      if !queue.elements.contains(element) { queue.elements.append(element) }
      guard !queue.running, queue.handler != nil else { return false }
      queue.running = true
      return true
    }
    if start { launch() }
  }

  private func launch() {
    // Detached: a child of the pushing task would copy its task locals and
    // tie its life to a request that may end first.
    Task.detached { [self] in
      while let (element, handler) = next() { await handler(element) }
    }
  }

  /// The next element and the handler, or `nil` (and the worker marked
  /// idle) when none waits.
  private func next() -> (Element, Handler)? {
    queue.withLock { queue in
      guard let handler = queue.handler, !queue.elements.isEmpty else {
        queue.running = false
        // Gives back the capacity a burst grew.
        queue.elements = []
        return nil
      }
      return (queue.elements.removeFirst(), handler)
    }
  }
}
