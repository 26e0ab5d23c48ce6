import VDOM

/// Walks HTML source the way a browser's HTML5 parser does and reports every
/// place where the parser would build a different tree than the source's
/// nesting says: implied closes, foster parenting, ignored tags.
///
/// After reporting, it keeps the source's own nesting (the server's tree),
/// so paths name elements as the server meant them.
struct HTMLStructureChecker {
  /// The namespace an open element lives in.
  enum Namespace { case html, svg, math }

  /// An element on the stack of open elements.
  struct OpenElement {
    var name: String
    var namespace: Namespace
    var path: String
    var line: Int
    var childCounts: [String: Int] = [:]
    /// Set once an issue said the browser closes this element here, so
    /// what follows inside it is not reported again for the same cause.
    var isClosedByBrowser = false
  }

  var stack: [OpenElement] = []
  private var rootCounts: [String: Int] = [:]
  private(set) var issues: [MarkupIssue] = []

  /// The issues found in `html`.
  static func check(_ html: String) -> [MarkupIssue] {
    var checker = HTMLStructureChecker()
    var tokenizer = HTMLTokenizer(html)
    while let token = tokenizer.next() {
      switch token {
      case .startTag(let name, let rawName, let attributes, let selfClosing, let line):
        let pushed = checker.startTag(
          name: name, rawName: rawName, attributes: attributes, selfClosing: selfClosing, line: line
        )
        // Raw-text content (scripts, styles, textareas) is not markup.
        if pushed, checker.stack.last?.namespace == .html,
          HTMLVocabulary.rawTextElements.contains(name)
        {
          _ = tokenizer.rawText(until: name)
        }
      case .endTag(let name, let line):
        checker.endTag(name: name, line: line)
      case .text(let isWhitespace, let line):
        if !isWhitespace { checker.text(line: line) }
      case .other:
        break
      }
    }
    checker.finish()
    return checker.issues
  }

  /// The path of the current node (empty at the top level).
  var currentPath: String { stack.last?.path ?? "" }

  /// The current node's name when it is an HTML element.
  var currentHTMLName: String? {
    guard let last = stack.last, last.namespace == .html else { return nil }
    return last.name
  }

  mutating func report(_ kind: MarkupIssue.Kind, _ message: String, path: String, line: Int) {
    issues.append(MarkupIssue(kind: kind, message: message, path: path, line: line))
  }

  /// Handles a start tag; returns whether the element was pushed (not void).
  private mutating func startTag(
    name: String, rawName: String, attributes: [TokenAttribute], selfClosing: Bool, line: Int
  ) -> Bool {
    let namespace = namespaceForChild(name, attributes: attributes, line: line)
    let path = childPath(name)
    checkAttributes(attributes, tag: name, path: path, line: line)
    if namespace == .html {
      checkStartTag(name, attributes: attributes, path: path, line: line)
      if selfClosing && !HTMLVocabulary.voidElements.contains(name) {
        report(
          .selfClosingNonVoid,
          "<\(name)/> is not self-closing in HTML: the slash is ignored and <\(name)> stays open, swallowing what follows; write <\(name)></\(name)>",
          path: path, line: line)
      }
    }
    if namespace == .html && HTMLVocabulary.voidElements.contains(name) { return false }
    if namespace != .html && selfClosing { return false }
    stack.append(OpenElement(name: name, namespace: namespace, path: path, line: line))
    return true
  }

  /// The namespace of a new child named `name`, reporting HTML that breaks
  /// out of SVG or MathML.
  private mutating func namespaceForChild(_ name: String, attributes: [TokenAttribute], line: Int)
    -> Namespace
  {
    guard let parent = stack.last else { return namespace(startedBy: name) }
    if parent.namespace == .html || HTMLVocabulary.htmlIntegrationPoints.contains(parent.name) {
      return namespace(startedBy: name)
    }
    let fontBreaksOut =
      name == "font" && attributes.contains { ["color", "face", "size"].contains($0.name) }
    guard HTMLVocabulary.foreignBreakouts.contains(name) || fontBreaksOut else {
      return parent.namespace
    }
    report(
      .foreignContentBreakout,
      "HTML element <\(name)> inside <\(parent.name)>: the browser closes the SVG/MathML content and puts <\(name)> after it; wrap HTML in <foreignObject>",
      path: childPath(name, counting: false), line: line)
    return .html
  }

  private func namespace(startedBy name: String) -> Namespace {
    switch name {
    case "svg": return .svg
    case "math": return .math
    default: return .html
    }
  }

  /// The path of a new child of the current node, counting it among its
  /// siblings unless `counting` is false.
  private mutating func childPath(_ name: String, counting: Bool = true) -> String {
    let count: Int
    if stack.isEmpty {
      count = (rootCounts[name] ?? 0) + 1
      if counting { rootCounts[name] = count }
    } else {
      count = (stack[stack.count - 1].childCounts[name] ?? 0) + 1
      if counting { stack[stack.count - 1].childCounts[name] = count }
    }
    let segment = count > 1 ? "\(name)[\(count)]" : name
    return currentPath.isEmpty ? segment : currentPath + " > " + segment
  }

  private mutating func checkAttributes(
    _ attributes: [TokenAttribute], tag: String, path: String, line: Int
  ) {
    var seen: Set<String> = []
    for attribute in attributes {
      if !HTMLAttribute.isValidName(attribute.name) {
        report(
          .invalidAttributeName,
          "invalid attribute name \"\(attribute.name)\" on <\(tag)>: HTML parses it differently or the DOM's setAttribute refuses it",
          path: path, line: line)
      }
      if !seen.insert(attribute.name).inserted {
        report(
          .duplicateAttribute,
          "attribute \"\(attribute.name)\" appears twice on <\(tag)>: the browser keeps only the first",
          path: path, line: line)
      }
    }
  }

  /// Handles an end tag: pops to the matching element, reporting what the
  /// browser would close implicitly or ignore.
  private mutating func endTag(name: String, line: Int) {
    if HTMLVocabulary.voidElements.contains(name), stack.last?.namespace ?? .html == .html {
      report(
        .voidElementContent,
        "end tag </\(name)> for the void element <\(name)>: void elements have no content or end tag; the browser ignores it\(name == "br" ? " (or, for </br>, adds a second <br>)" : "")",
        path: currentPath, line: line)
      return
    }
    guard let index = stack.lastIndex(where: { $0.name == name }) else {
      let invention = name == "p" ? " (for </p>, it inserts an empty <p>)" : ""
      report(
        .strayEndTag,
        "end tag </\(name)> with no open <\(name)>: the browser ignores it\(invention)",
        path: currentPath, line: line)
      return
    }
    if index < stack.count - 1 {
      let inner = stack[stack.count - 1]
      if Self.formattingElements.contains(inner.name) {
        report(
          .misnestedTags,
          "</\(name)> closes <\(name)> while <\(inner.name)> (line \(inner.line)) is still open: the browser splits <\(inner.name)> in two and rebuilds the tree",
          path: inner.path, line: line)
      } else {
        report(
          .unclosedElement,
          "<\(inner.name)> (line \(inner.line)) is not closed before </\(name)>: the browser closes it implicitly",
          path: inner.path, line: inner.line)
      }
    }
    stack.removeSubrange(index...)
  }

  /// Handles text with visible characters.
  private mutating func text(line: Int) {
    guard let parent = currentHTMLName else { return }
    let path = currentPath + " > #text"
    if HTMLVocabulary.tableContexts.contains(parent) || parent == "colgroup" {
      report(
        .fosterParentedContent,
        "text directly inside <\(parent)>: the browser moves it before the table (foster parenting); put it in a <td>, <th> or <caption>",
        path: path, line: line)
    } else if parent == "head" {
      report(
        .bodyContentInHead,
        "text inside <head>: the browser closes the head and starts the body there",
        path: path, line: line)
    }
  }

  /// Reports the elements still open at the end of the input.
  private mutating func finish() {
    for element in stack.reversed() where !["html", "head", "body"].contains(element.name) {
      report(
        .unclosedElement,
        "<\(element.name)> is never closed: the browser closes it at the end of its parent, which may not be where the server's tree ends it",
        path: element.path, line: element.line)
    }
  }

  /// Elements the HTML5 adoption agency algorithm splits when misnested.
  static let formattingElements: Set<String> = [
    "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
  ]
}
