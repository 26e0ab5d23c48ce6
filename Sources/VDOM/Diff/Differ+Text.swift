extension Differ {
  /// The shorter of "set the whole text" and "splice the changed middle".
  @inlinable
  mutating func textPatch(_ old: String, _ new: String) -> Patch<Action> {
    guard let splice = TextSplice(old, new) else { return .setText(path: path, text: new) }
    return .spliceText(
      path: path, insert: splice.insert, suffix: splice.suffix, prefix: splice.prefix)
  }
}

/// The change from one text to another as a splice: the common prefix and
/// suffix are kept, the middle replaced.
///
/// Prefix and suffix are found on Unicode scalars, so a splice never cuts a
/// surrogate pair, then counted in UTF-16 code units like the DOM.
@usableFromInline
struct TextSplice {
  /// The new middle.
  @usableFromInline var insert: String
  /// Kept code units at the end.
  @usableFromInline var suffix: Int
  /// Kept code units at the start; `nil` when nothing is deleted.
  @usableFromInline var prefix: Int?

  /// The splice from `old` to `new`, or `nil` when sending `new` whole is
  /// no longer on the wire.
  @usableFromInline
  init?(_ old: String, _ new: String) {
    let oldScalars = old.unicodeScalars
    let newScalars = new.unicodeScalars
    var oldStart = oldScalars.startIndex
    var newStart = newScalars.startIndex
    var prefix = 0
    while oldStart != oldScalars.endIndex, newStart != newScalars.endIndex,
      oldScalars[oldStart] == newScalars[newStart]
    {
      prefix += oldScalars[oldStart].utf16.count
      oldScalars.formIndex(after: &oldStart)
      newScalars.formIndex(after: &newStart)
    }
    var oldEnd = oldScalars.endIndex
    var newEnd = newScalars.endIndex
    var suffix = 0
    while oldEnd > oldStart, newEnd > newStart {
      let oldBefore = oldScalars.index(before: oldEnd)
      let newBefore = newScalars.index(before: newEnd)
      guard oldScalars[oldBefore] == newScalars[newBefore] else { break }
      suffix += oldScalars[oldBefore].utf16.count
      oldEnd = oldBefore
      newEnd = newBefore
    }
    let insert = String(newScalars[newStart..<newEnd])
    let deletes = oldStart != oldEnd
    // Rough wire sizes: a number costs its digits and a comma.
    var cost = insert.utf8.count
    if deletes || suffix > 0 { cost += Self.digitCount(suffix) + 1 }
    if deletes { cost += Self.digitCount(prefix) + 1 }
    guard cost < new.utf8.count else { return nil }
    self.insert = insert
    self.suffix = suffix
    self.prefix = deletes ? prefix : nil
  }

  private static func digitCount(_ value: Int) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }
}
