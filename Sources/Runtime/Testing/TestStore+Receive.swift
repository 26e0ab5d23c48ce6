import CustomDump
import Synchronization

extension TestStore {
  /// Asserts that an effect sent `expected` next, then asserts the state
  /// change it causes. Waits up to `timeout` (the store's by default); with
  /// a `TestClock`, advance the clock first so timers fire without waiting.
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = timeout ?? self.timeout
    guard await received.waitForAction(timeout: limit), let action = received.popFirst() else {
      location.report(
        "Expected to receive \(describe(expected)), but no action arrived within \(limit)")
      return
    }
    if action != expected {
      let difference = diff(expected, action, format: .proportional).map { "\n\n" + $0 } ?? ""
      location.report("Received an unexpected action: (− expected, + received)\(difference)")
    }
    reduce(action, verb: "receiving", update: update, at: location)
  }

  /// Waits for every effect to end (up to `timeout`), then fails for any
  /// effect still running, any action not received, and any error an
  /// effect threw without turning it into an action.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = timeout ?? self.timeout
    let runner = self.runner
    let ended = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await runner.waitForAll()
        return true
      }
      group.addTask {
        try? await Task.sleep(for: limit)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    if !ended { reportRunningEffects(at: location, waited: limit) }
    assertNoPendingWork(at: location)
  }

  /// Fails at once for effects still running, actions not received, and
  /// unhandled effect errors (the end-of-test check, without waiting).
  public func assertNoPendingWork(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertNoPendingWork(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func assertNoPendingWork(at location: SourceLocation) {
    reportRunningEffects(at: location, waited: nil)
    let pending = received.all
    if !pending.isEmpty {
      received.removeAll()
      location.report(
        "\(pending.count) action(s) sent by effects were not received:\n"
          + pending.map { "  • " + describe($0) }.joined(separator: "\n"))
    }
    let unhandled = recorded.failures.withLock { failures in
      defer { failures.removeAll { !$0.isHandled } }
      return failures.filter { !$0.isHandled }
    }
    for failure in unhandled { location.report("An unhandled error: \(failure)") }
  }

  /// Reports effects still running, then cancels them so they are reported once.
  private func reportRunningEffects(at location: SourceLocation, waited: Duration?) {
    let sites = runner.activeSites
    guard !sites.isEmpty else { return }
    runner.cancel { _ in true }
    let after = waited.map { " after waiting \($0)" } ?? ""
    location.report(
      "\(sites.count) effect(s) still running\(after), created at:\n"
        + sites.map { "  • " + $0 }.joined(separator: "\n")
        + "\nAdvance the test clock, receive their actions, or cancel them.")
  }
}
