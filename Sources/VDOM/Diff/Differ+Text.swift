extension Differ {
  /// The shorter of "set the whole text" and "splice the changed middle".
  ///
  /// Prefix and suffix are found on Unicode scalars, so a splice never cuts
  /// a surrogate pair, then counted in UTF-16 code units like the DOM.
  func textPatch(_ old: String, _ new: String) -> Patch<Action> {
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
    var spliceCost = insert.utf8.count
    if deletes || suffix > 0 { spliceCost += digitCount(suffix) + 1 }
    if deletes { spliceCost += digitCount(prefix) + 1 }
    guard spliceCost < new.utf8.count else { return .setText(path: path, text: new) }
    return .spliceText(path: path, insert: insert, suffix: suffix, prefix: deletes ? prefix : nil)
  }

  private func digitCount(_ value: Int) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }
}
