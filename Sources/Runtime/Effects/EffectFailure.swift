import Logging

/// An error thrown inside an effect, with where the effect was created.
/// The store reports it and carries on; it never stops the store.
public struct EffectFailure: Error, Sendable, CustomStringConvertible {
  /// What the effect threw.
  public var error: any Error
  /// The file where the effect was created (`#fileID`).
  public var fileID: String
  /// The line where the effect was created.
  public var line: UInt
  /// The effect's id, if it had one.
  public var effectID: EffectID?
  /// Whether the effect's `catch` handler turned the error into an action.
  public var isHandled: Bool

  /// Creates a failure report.
  public init(
    error: any Error, fileID: String, line: UInt, effectID: EffectID? = nil, isHandled: Bool
  ) {
    self.error = error
    self.fileID = fileID
    self.line = line
    self.effectID = effectID
    self.isHandled = isHandled
  }

  /// `"effect created at Screens/Counter.swift:42 threw …"`.
  public var description: String {
    let id = effectID.map { " (id \($0))" } ?? ""
    let outcome = isHandled ? ", turned into an action" : ""
    return "effect created at \(fileID):\(line)\(id) threw \(error)\(outcome)"
  }

  /// The default report: a swift-log message, `error` level when unhandled.
  public static let log: @Sendable (EffectFailure) -> Void = { failure in
    logger.log(level: failure.isHandled ? .debug : .error, "\(failure.description)")
  }

  private static let logger = Logger(label: "trellis.runtime.effects")
}
