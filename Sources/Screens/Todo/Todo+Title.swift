extension Todo {
  /// The title as kept: `text` without the blanks around it.
  public static func trimmed(_ text: String) -> String {
    let head = text.drop { $0.isWhitespace }
    return String(head.reversed().drop { $0.isWhitespace }.reversed())
  }

  /// Why `title` (already trimmed) cannot be a todo's title, or `nil`.
  /// Shared by the reducer (typed titles) and the codec (titles in URLs).
  public static func problem(withTitle title: String) -> String? {
    if title.isEmpty { return "A todo needs some text: empty or blank titles are not added." }
    if title.count > maxTitle { return "A todo's title is at most \(maxTitle) characters." }
    // Form fields cannot hold control characters; a crafted frame or URL can.
    if title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "A todo's title cannot hold control characters."
    }
    return nil
  }
}
