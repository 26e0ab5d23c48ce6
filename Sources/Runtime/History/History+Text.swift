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

  /// `value` as readable text of at most about `limit` characters: all of
  /// CustomDump's dump for small values; for large ones a dump in the same
  /// layout that stops at the limit instead of building the whole text.
  public static func text(of value: Any, limit: Int) -> String {
    guard ValueReflection.isSmall(value) else { return ValueReflection.dump(value, limit: limit) }
    return truncated(text(of: value), limit: limit)
  }

  /// `text` itself, or its first `limit` characters and a note of how many
  /// more there were: the one way developer tools cut long text.
  public static func truncated(_ text: String, limit: Int) -> String {
    let count = text.count
    guard count > limit else { return text }
    return text.prefix(limit) + "… (\(count - limit) more characters)"
  }
}
