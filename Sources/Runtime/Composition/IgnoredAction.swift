import Logging

/// An action a reducer let pass because the current state cannot take it:
/// a child whose enum case is not the current one, an optional child that
/// is absent, a list element that is gone, or a state machine transition
/// that is not declared.
///
/// Ignoring is the designed outcome, never a crash; the hook that receives
/// this report logs it in development by default (``log(_:)``).
public struct IgnoredAction<State, Action> {
  /// Why the action was ignored.
  public enum Reason: Hashable, Sendable {
    /// A child reducer scoped to the enum case `expected` got an action while the state was in another case.
    case stateNotInCase(expected: String)
    /// An `ifLet` child got an action while its optional state was `nil`.
    case childAbsent
    /// A collection child got an action for an element id that is not in the collection.
    case missingElement(id: String)
    /// The state machine declares no transition for this action in the current state.
    case undeclared
  }

  /// The state when the action arrived (unchanged).
  public var state: State
  /// The ignored action.
  public var action: Action
  /// Why it was ignored.
  public var reason: Reason
  /// The file where the reducer that ignored it was built.
  public var fileID: String
  /// The line where the reducer that ignored it was built.
  public var line: UInt

  /// Creates a report.
  public init(state: State, action: Action, reason: Reason, fileID: String, line: UInt) {
    self.state = state
    self.action = action
    self.reason = reason
    self.fileID = fileID
    self.line = line
  }

  /// The default hook: a swift-log message, `warning` level in debug
  /// builds (where an ignored action usually means a missing declaration),
  /// `debug` level in release.
  public static func log(_ ignored: IgnoredAction) {
    #if DEBUG
      ignoredActionLogger.warning("\(ignored)")
    #else
      ignoredActionLogger.debug("\(ignored)")
    #endif
  }
}

/// Where ignored actions are logged.
private let ignoredActionLogger = Logger(label: "trellis.runtime.ignored-action")

extension IgnoredAction: CustomStringConvertible {
  public var description: String {
    let why: String
    switch reason {
    case .stateNotInCase(let expected): why = "state is not .\(expected)"
    case .childAbsent: why = "the child state is nil"
    case .missingElement(let id): why = "no element with id \(id)"
    case .undeclared: why = "not declared in state .\(CaseName.of(value: state))"
    }
    return "\(action) ignored (\(why)), reducer built at \(fileID):\(line)"
  }
}

extension IgnoredAction: Sendable where State: Sendable, Action: Sendable {}
extension IgnoredAction: Equatable where State: Equatable, Action: Equatable {}
