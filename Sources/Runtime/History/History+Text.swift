import CustomDump

extension History {
  /// `value` as readable, multi-line text (CustomDump's format), for
  /// developer tools that show states and actions.
  ///
  /// ```swift
  /// History<Counter.State, Counter.Action>.text(of: state)
  /// // Counter.State(
  /// //   count: 3,
  /// //   …
  /// ```
  public static func text(of value: Any) -> String {
    var text = ""
    customDump(value, to: &text)
    return text
  }
}
