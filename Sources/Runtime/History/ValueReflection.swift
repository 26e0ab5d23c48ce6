/// Reflection for developer tools that must stay fast on states of any
/// size: a size probe that stops at a budget, equality through `Equatable`
/// when the value's dynamic type has it, and a dump that stops at a limit.
///
/// CustomDump's dump and diff walk the whole value and build its whole
/// text, which takes seconds for a state holding 10,000 rows; these walk
/// only as far as their budget, or only into the parts that changed.
enum ValueReflection {
  /// Whether `value` has at most `budget` nodes, itself and its descendants
  /// as `Mirror` sees them; walks at most `budget` of them.
  static func isSmall(_ value: Any, budget: Int = 2_000) -> Bool {
    var remaining = budget
    var pending: [Any] = [value]
    while let next = pending.popLast() {
      remaining -= 1
      for child in Mirror(reflecting: next).children {
        guard pending.count < remaining else { return false }
        pending.append(child.value)
      }
      if remaining < 0 { return false }
    }
    return true
  }

  /// `a == b` when the dynamic type of `a` is `Equatable` (conditional
  /// conformances included), `nil` when it cannot be told that way.
  static func equal(_ a: Any, _ b: Any) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return a.isEqual(to: b)
  }

  /// `value` dumped in CustomDump's layout (type names, labels, two-space
  /// indents), stopping once `limit` characters are written.
  static func dump(_ value: Any, limit: Int) -> String {
    var text = CappedText(limit: limit)
    write(value, label: nil, indent: 0, into: &text)
    return text.finished()
  }

  /// The type's name without its module: `Benchmark.State`.
  static func typeName(of value: Any) -> String {
    let name = _typeName(type(of: value), qualified: true)
    guard let dot = name.firstIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// A value without children on one line: strings quoted, enum cases with
  /// their leading dot.
  static func leaf(_ value: Any, _ mirror: Mirror) -> String {
    if let string = value as? String { return string.debugDescription }
    if let character = value as? Character { return String(character).debugDescription }
    if mirror.displayStyle == .enum { return "." + String(describing: value) }
    if mirror.displayStyle == .optional { return "nil" }
    if mirror.displayStyle == .collection || mirror.displayStyle == .set { return "[]" }
    if mirror.displayStyle == .dictionary { return "[:]" }
    if mirror.displayStyle == .struct || mirror.displayStyle == .class {
      return typeName(of: value) + "()"
    }
    return String(describing: value)
  }

  private static func write(_ value: Any, label: String?, indent: Int, into text: inout CappedText)
  {
    guard !text.isFull else { return }
    let mirror = Mirror(reflecting: value)
    let head = String(repeating: " ", count: indent) + (label.map { $0 + ": " } ?? "")
    guard !mirror.children.isEmpty else {
      text.line(head + leaf(value, mirror))
      return
    }
    let open: String
    let close: String
    switch mirror.displayStyle {
    case .optional:
      write(mirror.children.first!.value, label: label, indent: indent, into: &text)
      return
    case .collection, .set, .dictionary:
      (open, close) = ("[", "]")
    case .enum:
      let payload = mirror.children.first!
      text.line(head + "." + (payload.label ?? "") + "(")
      let arguments = Mirror(reflecting: payload.value)
      if arguments.displayStyle == .tuple {
        for (index, argument) in arguments.children.enumerated() {
          if index > 0 { text.extendLastLine(",") }
          // Unlabelled arguments are reflected as `.0`, `.1`, …
          let label = argument.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
          write(argument.value, label: label, indent: indent + 2, into: &text)
        }
      } else {
        write(payload.value, label: nil, indent: indent + 2, into: &text)
      }
      text.line(String(repeating: " ", count: indent) + ")")
      return
    case .tuple:
      (open, close) = ("(", ")")
    default:
      (open, close) = (typeName(of: value) + "(", ")")
    }
    text.line(head + open)
    for (index, child) in mirror.children.enumerated() {
      guard !text.isFull else { return }
      if index > 0 { text.extendLastLine(",") }
      let childLabel: String
      switch mirror.displayStyle {
      case .collection, .set: childLabel = "[\(index)]"
      case .dictionary: childLabel = pairKey(child.value)
      default: childLabel = child.label ?? "[\(index)]"
      }
      let shown = mirror.displayStyle == .dictionary ? pairValue(child.value) : child.value
      write(shown, label: childLabel, indent: indent + 2, into: &text)
    }
    text.line(String(repeating: " ", count: indent) + close)
  }

  /// A dictionary child is a `(key, value)` tuple: its key as a label.
  private static func pairKey(_ pair: Any) -> String {
    let parts = Array(Mirror(reflecting: pair).children)
    guard let key = parts.first?.value else { return "?" }
    return "[" + leaf(key, Mirror(reflecting: key)) + "]"
  }

  private static func pairValue(_ pair: Any) -> Any {
    Array(Mirror(reflecting: pair).children).last?.value ?? pair
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Lines of text up to a character limit, then a note of the cut.
struct CappedText {
  let limit: Int
  private(set) var text = ""
  private(set) var isFull = false

  init(limit: Int) { self.limit = limit }

  mutating func line(_ line: String) {
    guard !isFull else { return }
    if text.utf8.count + line.utf8.count > limit {
      isFull = true
      return
    }
    text += text.isEmpty ? line : "\n" + line
  }

  /// Appends `suffix` to the last line written, if it fits.
  mutating func extendLastLine(_ suffix: String) {
    guard !isFull, !text.isEmpty, text.utf8.count + suffix.utf8.count <= limit else { return }
    text += suffix
  }

  func finished() -> String {
    isFull ? text + "\n… (cut at \(limit) characters)" : text
  }
}
