import Trellis

/// Text for the developer panel: values dumped readably, actions on one
/// line, and long text cut with a note saying how much was left out.
enum DevText {
  /// The longest action text a history entry shows.
  static let actionLimit = 120
  /// The longest state or diff text the panel shows.
  static let blockLimit = 6_000

  /// `value` dumped (CustomDump's format), cut at `limit` characters;
  /// a large value is never dumped whole.
  static func block(_ value: Any, limit: Int = blockLimit) -> String {
    History<Int, Int>.text(of: value, limit: limit)
  }

  /// `action` on one line without its type's name: `.labelChanged("figs")`.
  static func oneLine(_ action: Any, limit: Int = actionLimit) -> String {
    var dump = History<Int, Int>.text(of: action)
    // `Counter.Action.plusTapped(…)`: keep from the case name on.
    let head = dump.prefix { $0 != "(" }
    if let dot = head.lastIndex(of: "."), head.first != "." {
      dump = String(dump[dot...])
    }
    // Multi-line dumps join into one line; no space inside the brackets.
    var line = ""
    for part in dump.split(separator: "\n").map({ $0.trimmingCharacters(in: " ") }) {
      let tight = line.isEmpty || "([".contains(line.last!) || ")]".contains(part.first ?? " ")
      line += (tight ? "" : " ") + part
    }
    return truncated(line, limit: limit)
  }

  /// `text` itself, or its first `limit` characters and a note of how many
  /// more there were.
  static func truncated(_ text: String, limit: Int) -> String {
    History<Int, Int>.truncated(text, limit: limit)
  }
}

extension Substring {
  /// The substring without leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
