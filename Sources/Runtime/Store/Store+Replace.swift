extension Store {
  /// Cancels every running effect, then makes `state` the current state
  /// without running the reducer: what a host does when the user goes back
  /// or forward to a URL holding an earlier state. Effects started for the
  /// abandoned state can no longer send actions that overwrite it.
  ///
  /// ```swift
  /// let earlier = try codec.state(from: poppedURL)
  /// await store.replaceState(with: earlier)
  /// ```
  public func replaceState(with state: State) {
    runner.cancel { _ in true }
    restore(state)
  }
}
