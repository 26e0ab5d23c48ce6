extension Store {
  /// Starts recording every processed action with the state it produced,
  /// keeping at most `limit` entries; the current state is the first entry.
  ///
  /// ```swift
  /// await store.startRecording(limit: 200)
  /// await store.send(.plusTapped)
  /// await store.undo()   // back to the state before, no effect re-run
  /// ```
  public func startRecording(limit: Int = 100) {
    history = History(limit: limit, initial: current)
  }

  /// Stops recording and forgets the history.
  public func stopRecording() { history = nil }

  /// The recording, if ``startRecording(limit:)`` was called.
  public var recordedHistory: History<State, Action>? { history }

  /// Restores the state before the current entry; effects are not re-run.
  ///
  /// - Returns: whether there was an entry to go back to.
  @discardableResult
  public func undo() -> Bool { travel { $0.undo() } }

  /// Restores the state after the current entry, undoing an ``undo()``.
  @discardableResult
  public func redo() -> Bool { travel { $0.redo() } }

  /// Restores the state of entry `index` of ``recordedHistory``.
  @discardableResult
  public func jump(to index: Int) -> Bool { travel { $0.jump(to: index) } }

  private func travel(_ move: (inout History<State, Action>) -> State?) -> Bool {
    guard var recording = history, let state = move(&recording) else { return false }
    history = recording
    restore(state)
    return true
  }
}
