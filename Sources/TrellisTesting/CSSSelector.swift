import Foundation

/// A CSS selector, the part a test needs: compound selectors of a tag,
/// `#id`, `.class` and `[attr]` / `[attr=value]` (value bare or quoted),
/// joined by the descendant combinator (a space) or the child combinator
/// (`>`), and lists of them separated by commas. Attribute values hold no
/// space, comma or `>`.
///
/// ```swift
/// try CSSSelector("main.counter > button[aria-label=Increment]")
/// ```
struct CSSSelector: Sendable {
  /// A selector that is not of the supported kind.
  struct Invalid: Error, CustomStringConvertible {
    /// The selector as written.
    var selector: String
    var description: String { "unsupported or malformed CSS selector “\(selector)”" }
  }

  /// One element's conditions.
  struct Compound: Sendable {
    var tag: String?
    var id: String?
    var classes: [String] = []
    var attributes: [(name: String, value: String?)] = []

    func matches(_ node: DOMNode) -> Bool {
      guard let nodeTag = node.tag else { return false }
      if let tag, tag != nodeTag { return false }
      if let id, node.attribute("id") != id { return false }
      let nodeClasses = node.classes
      if !classes.allSatisfy({ nodeClasses.contains(Substring($0)) }) { return false }
      return attributes.allSatisfy { condition in
        guard let value = node.attribute(condition.name) else { return false }
        return condition.value.map { $0 == value } ?? true
      }
    }
  }

  /// How a compound relates to the one before it.
  enum Combinator: Sendable { case descendant, child }

  /// Each alternative of the list: compounds from left to right, each with
  /// the combinator that links it to the previous one.
  let alternatives: [[(combinator: Combinator, compound: Compound)]]
  /// The selector as written.
  let text: String

  /// Parses `text`.
  init(_ text: String) throws(Invalid) {
    self.text = text
    var alternatives: [[(combinator: Combinator, compound: Compound)]] = []
    for part in text.split(separator: ",") {
      guard let chain = Self.chain(String(part)) else { throw Invalid(selector: text) }
      alternatives.append(chain)
    }
    guard !alternatives.isEmpty else { throw Invalid(selector: text) }
    self.alternatives = alternatives
  }

  /// The elements of `root`'s subtree (`root` included) that match, in document order.
  func matches(in root: DOMNode) -> [DOMNode] {
    root.subtree.filter { node in alternatives.contains { Self.matches(node, $0[...]) } }
  }

  private static func matches(
    _ node: DOMNode, _ chain: ArraySlice<(combinator: Combinator, compound: Compound)>
  ) -> Bool {
    guard let last = chain.last, last.compound.matches(node) else { return false }
    let rest = chain.dropLast()
    guard !rest.isEmpty else { return true }
    var ancestor = node.parent
    while let candidate = ancestor {
      if matches(candidate, rest) { return true }
      if last.combinator == .child { return false }
      ancestor = candidate.parent
    }
    return false
  }

  private static func chain(_ text: String) -> [(combinator: Combinator, compound: Compound)]? {
    var chain: [(combinator: Combinator, compound: Compound)] = []
    var combinator = Combinator.descendant
    let spaced = text.replacingOccurrences(of: ">", with: " > ")
    for token in spaced.split(whereSeparator: \.isWhitespace) {
      if token == ">" {
        guard !chain.isEmpty else { return nil }
        combinator = .child
        continue
      }
      guard let compound = compound(Substring(token)) else { return nil }
      chain.append((combinator, compound))
      combinator = .descendant
    }
    return chain.isEmpty || combinator == .child ? nil : chain
  }

  private static func compound(_ token: Substring) -> Compound? {
    var compound = Compound()
    var rest = token
    func word() -> String {
      let end = rest.firstIndex { "#.[".contains($0) } ?? rest.endIndex
      defer { rest = rest[end...] }
      return String(rest[..<end])
    }
    if let first = rest.first, first != "#", first != ".", first != "[" {
      let tag = word()
      if tag != "*" {
        guard isName(tag) else { return nil }
        compound.tag = tag.lowercased()
      }
    }
    while let marker = rest.first {
      rest = rest.dropFirst()
      switch marker {
      case "#":
        let id = word()
        guard isName(id) else { return nil }
        compound.id = id
      case ".":
        let name = word()
        guard isName(name) else { return nil }
        compound.classes.append(name)
      case "[":
        guard let close = rest.firstIndex(of: "]") else { return nil }
        let inside = rest[..<close]
        rest = rest[rest.index(after: close)...]
        let parts = inside.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = parts.first, isName(name) else { return nil }
        var value = parts.count == 2 ? String(parts[1]) : nil
        if let quoted = value, quoted.count >= 2, let first = quoted.first, first == quoted.last,
          first == "\"" || first == "'"
        {
          value = String(quoted.dropFirst().dropLast())
        }
        compound.attributes.append((String(name), value))
      default:
        return nil
      }
    }
    return compound
  }

  /// Whether `text` is a name this matcher takes: letters, digits, `-` and `_`.
  private static func isName(_ text: some StringProtocol) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }
}
