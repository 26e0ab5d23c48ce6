import VDOM

extension MarkupValidator {
  /// The issues of a tree: its compact rendering (what a browser receives)
  /// validated as markup, plus what only the tree shows — attributes the
  /// renderer refuses to send and raw markup that has siblings.
  ///
  /// Issues found in the tree itself have `line` 0.
  ///
  /// ```swift
  /// let issues = MarkupValidator().validate(view(state))
  /// #expect(issues.isEmpty, "\(issues)")
  /// ```
  public func validate<Action>(_ node: Node<Action>, document: Bool = false) -> [MarkupIssue] {
    validate(node, rendered: HTMLRenderer(document: document).render(node))
  }

  /// The issues of `node`, whose compact rendering is `html`.
  func validate<Action>(_ node: Node<Action>, rendered html: String) -> [MarkupIssue] {
    var issues: [MarkupIssue] = []
    var rootCounts: [String: Int] = [:]
    if checks.contains(.structure) {
      Self.collectTreeIssues(node, parentPath: "", siblingCounts: &rootCounts, into: &issues)
    }
    return issues + validate(html)
  }

  private static func collectTreeIssues<Action>(
    _ node: Node<Action>, parentPath: String, siblingCounts: inout [String: Int],
    into issues: inout [MarkupIssue]
  ) {
    guard case .element(let element) = node.built else { return }
    let count = (siblingCounts[element.tag] ?? 0) + 1
    siblingCounts[element.tag] = count
    let segment = count > 1 ? "\(element.tag)[\(count)]" : element.tag
    let path = parentPath.isEmpty ? segment : parentPath + " > " + segment
    for attribute in element.attributes where attribute.sanitized(forTag: element.tag) == nil {
      issues.append(
        MarkupIssue(
          kind: .invalidAttributeName,
          message:
            "attribute \"\(attribute.name)\" on <\(element.tag)> is never rendered: not a valid name, an inline event handler (on…) or the reserved data-t- prefix; use the event bindings",
          path: path, line: 0))
    }
    let hasRaw = element.children.contains { if case .raw = $0 { true } else { false } }
    if hasRaw && element.children.count > 1 {
      issues.append(
        MarkupIssue(
          kind: .rawMarkupWithSiblings,
          message:
            "raw markup inside <\(element.tag)> has siblings: the browser's nodes for it cannot be addressed by position; make it the only child of its element",
          path: path, line: 0))
    }
    var childCounts: [String: Int] = [:]
    for child in element.children {
      collectTreeIssues(child, parentPath: path, siblingCounts: &childCounts, into: &issues)
    }
  }
}
