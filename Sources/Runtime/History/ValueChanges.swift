/// What changed between two values, as a list of paths with their old and
/// new values: the diff developer tools show for states too large for a
/// full contextual diff.
///
/// Parts that are `Equatable` and equal are skipped without being walked,
/// collections are matched by common prefix and suffix first (so one
/// swapped, removed or inserted row is reported as that row), and the walk
/// stops once `limit` characters are written.
///
/// ```
///   .rows[9].label
/// -   "large red table"
/// +   "large red table !!!"
/// ```
struct ValueChanges {
  /// The longest text one old or new value is shown with.
  static let valueLimit = 400

  private var text: CappedText

  /// The changes from `old` to `new`; `nil` when nothing changed.
  static func describe(from old: Any, to new: Any, limit: Int) -> String? {
    var changes = ValueChanges(text: CappedText(limit: limit))
    changes.walk(old, new, path: "")
    return changes.text.text.isEmpty ? nil : changes.text.finished()
  }

  private mutating func walk(_ old: Any, _ new: Any, path: String) {
    guard !text.isFull else { return }
    if let equal = ValueReflection.equal(old, new) {
      if equal { return }
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    guard type(of: old) == type(of: new), !oldMirror.children.isEmpty,
      !newMirror.children.isEmpty
    else {
      return change(path, old: old, new: new)
    }
    switch oldMirror.displayStyle {
    case .collection:
      walkElements(Array(oldMirror.children), Array(newMirror.children), path: path)
    case .enum, .optional:
      let oldCase = oldMirror.children.first!
      let newCase = newMirror.children.first!
      guard oldCase.label == newCase.label else { return change(path, old: old, new: new) }
      let casePath = oldMirror.displayStyle == .enum ? path + "." + (oldCase.label ?? "") : path
      walk(oldCase.value, newCase.value, path: casePath)
    case .set, .dictionary:
      // Unordered: no position pairs their elements, so they show whole.
      change(path, old: old, new: new)
    default:
      for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) {
        let name = oldChild.label.map { "." + $0 } ?? ""
        walk(oldChild.value, newChild.value, path: path + name)
      }
    }
  }

  /// Elements matched from both ends; the unmatched middle is compared
  /// position by position when both sides have as many, else shown as
  /// removed and added elements.
  private mutating func walkElements(
    _ old: [Mirror.Child], _ new: [Mirror.Child], path: String
  ) {
    func same(_ a: Any, _ b: Any) -> Bool {
      ValueReflection.equal(a, b)
        ?? (ValueReflection.dump(a, limit: Self.valueLimit)
          == ValueReflection.dump(b, limit: Self.valueLimit))
    }
    var start = 0
    while start < old.count, start < new.count, same(old[start].value, new[start].value) {
      start += 1
    }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, same(old[oldEnd - 1].value, new[newEnd - 1].value) {
      oldEnd -= 1
      newEnd -= 1
    }
    if oldEnd - start == newEnd - start {
      for offset in 0..<(oldEnd - start) {
        let index = start + offset
        walk(old[index].value, new[index].value, path: path + "[\(index)]")
      }
      return
    }
    for index in start..<oldEnd {
      guard !text.isFull else { return }
      lines("-", "\(path)[\(index)]: ", old[index].value)
    }
    for index in start..<newEnd {
      guard !text.isFull else { return }
      lines("+", "\(path)[\(index)]: ", new[index].value)
    }
  }

  private mutating func change(_ path: String, old: Any, new: Any) {
    text.line("  " + (path.isEmpty ? "(the whole value)" : path))
    lines("-", "  ", old)
    lines("+", "  ", new)
  }

  /// `value` dumped, each line marked `-` or `+` and indented.
  private mutating func lines(_ mark: String, _ head: String, _ value: Any) {
    let dumped = ValueReflection.dump(value, limit: Self.valueLimit)
    for (index, line) in dumped.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      text.line(mark + " " + (index == 0 ? head : String(repeating: " ", count: head.count)) + line)
    }
  }
}
