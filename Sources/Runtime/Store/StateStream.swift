/// An asynchronous sequence of states with `StateFlow` semantics: it starts
/// with the current state, never repeats an equal state, and conflates fast
/// updates to the latest. Each iteration is an independent observer.
///
/// ```swift
/// for await state in store.states { render(state) }
/// ```
public struct StateStream<Element: Equatable & Sendable>: AsyncSequence, Sendable {
  /// Makes the function that yields one observer's next value.
  let subscribe: @Sendable () -> () async -> Element?

  /// Creates a stream from a factory of per-observer `next` functions.
  init(subscribe: @escaping @Sendable () -> () async -> Element?) {
    self.subscribe = subscribe
  }

  /// Iterates one observation.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let nextValue: () async -> Element?

    /// The next distinct state, or nil when the store shut down.
    public mutating func next() async -> Element? { await nextValue() }
  }

  /// Starts an observation.
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(nextValue: subscribe()) }

  /// The same observation seen through `transform`, still without repeats.
  public func map<Child: Equatable & Sendable>(
    _ transform: @escaping @Sendable (Element) -> Child
  ) -> StateStream<Child> {
    let subscribe = self.subscribe
    return StateStream<Child> {
      let parentNext = subscribe()
      let last = LastValue<Child>()
      return {
        while let parent = await parentNext() {
          let child = transform(parent)
          if last.replace(with: child) { return child }
        }
        return nil
      }
    }
  }
}

/// The last value one observer delivered (used by a single iterating task).
private final class LastValue<Value: Equatable>: @unchecked Sendable {
  private var value: Value?

  /// Stores `newValue`; false if it equals the previous one.
  func replace(with newValue: Value) -> Bool {
    if let value, value == newValue { return false }
    value = newValue
    return true
  }
}
