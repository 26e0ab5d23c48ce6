extension HTMLWriter {
  /// Appends `node` pretty-printed: two spaces per level, one element or
  /// text per line; an element whose only child is a one-line text stays on
  /// one line; `pre`, `textarea`, `title`, `style` and `script` keep their
  /// content verbatim. For people and snapshots, not for browsers.
  @inlinable
  mutating func writePretty<Action>(_ node: Node<Action>, depth: Int) {
    switch node {
    case .text(let text):
      writeIndent(depth * 2)
      writeText(text)
      write("\n")
    case .raw(let html):
      writeIndent(depth * 2)
      write(html)
      write("\n")
    case .element(let element):
      writePrettyElement(element, depth: depth)
    case .lazy(let lazy):
      writePretty(lazy.build(), depth: depth)
    }
  }

  @inlinable
  mutating func writePrettyElement<Action>(_ element: Element<Action>, depth: Int) {
    let tag = element.storage.tagName
    let model = ContentModel(tag)
    if model == .invalid { return }
    writeIndent(depth * 2)
    writeStartTag(element.storage, tag: tag)
    defer { write("\n") }
    if model == .void { return }
    guard model == .normal else {
      // Whitespace is content here: the compact form is the only faithful one.
      writeContent(of: element.storage, model: model)
      writeEndTag(tag)
      return
    }
    let children = element.storage.children
    if children.isEmpty {
      writeEndTag(tag)
    } else if children.count == 1, case .text(let text) = children[0], !text.utf8.contains(0x0A) {
      writeText(text)
      writeEndTag(tag)
    } else {
      write("\n")
      for child in children { writePretty(child, depth: depth + 1) }
      writeIndent(depth * 2)
      writeEndTag(tag)
    }
  }
}
