extension HTMLWriter {
  /// Appends `node` in compact form: exactly the markup the browser parses.
  mutating func writeNode<Action>(_ node: Node<Action>) {
    switch node {
    case .element(let element): writeElement(element)
    case .text(let text): writeText(text)
    case .raw(let html): write(html)
    }
  }

  /// Appends an element, its content and its end tag.
  mutating func writeElement<Action>(_ element: Element<Action>) {
    let model = ContentModel(tag: element.tag)
    if model == .invalid { return }
    writeStartTag(element)
    if model == .void { return }
    writeContent(of: element, model: model)
    writeEndTag(element.tag)
  }

  /// Appends the children of `element` as its content model allows.
  mutating func writeContent<Action>(of element: Element<Action>, model: ContentModel) {
    switch model {
    case .normal:
      for child in element.children { writeNode(child) }
    case .preformatted:
      writeLeadingNewlineIfNeeded(element.children)
      for child in element.children { writeNode(child) }
    case .textarea:
      writeLeadingNewlineIfNeeded(element.children)
      writeTextChildren(element.children)
    case .textOnly:
      writeTextChildren(element.children)
    case .style:
      for case .text(let css) in element.children { writeStyleText(css) }
    case .script, .void, .invalid:
      break
    }
  }

  /// Appends `<tag attributes…>`: the attributes and the bindings that have
  /// an id, merged in name order; refused attributes are left out.
  mutating func writeStartTag<Action>(_ element: Element<Action>) {
    write("<")
    write(element.tag)
    let attributes = element.attributes
    if element.events.isEmpty {
      for attribute in attributes { writeAttribute(attribute, tag: element.tag) }
    } else {
      var next = 0
      for binding in element.events {
        guard let value = binding.attributeValue else { continue }
        let name = binding.attributeName
        while next < attributes.count, attributes[next].name < name {
          writeAttribute(attributes[next], tag: element.tag)
          next += 1
        }
        writeBinding(name: name, value: value)
      }
      while next < attributes.count {
        writeAttribute(attributes[next], tag: element.tag)
        next += 1
      }
    }
    write(">")
  }

  /// Appends `</tag>`.
  mutating func writeEndTag(_ tag: String) {
    write("</")
    write(tag)
    write(">")
  }

  private mutating func writeAttribute(_ attribute: HTMLAttribute, tag: String) {
    guard let safe = attribute.sanitized(forTag: tag) else { return }
    write(" ")
    write(safe.name)
    if let value = safe.value {
      write("=\"")
      writeAttributeValue(value)
      write("\"")
    }
  }

  private mutating func writeBinding(name: String, value: String) {
    // An event name is data too: one that would not make a valid attribute
    // name is dropped rather than allowed to break out of the tag.
    let isValid = withUTF8Bytes(name) { bytes in
      !bytes.contains { !(isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "-")) }
    }
    guard isValid else { return }
    write(" ")
    write(name)
    write("=\"")
    writeAttributeValue(value)
    write("\"")
  }

  /// The parser drops a newline right after `<pre>`, `<listing>` or
  /// `<textarea>`; a text that starts with one gets an extra one to keep it.
  private mutating func writeLeadingNewlineIfNeeded<Action>(_ children: [Node<Action>]) {
    guard case .text(let text)? = children.first, text.utf8.first == 0x0A else { return }
    write("\n")
  }

  private mutating func writeTextChildren<Action>(_ children: [Node<Action>]) {
    for case .text(let text) in children { writeText(text) }
  }

  /// Style sheets are raw text: nothing is escaped, so a `</style` (any
  /// case) becomes `<\/style`, which CSS reads the same inside strings and
  /// which can never end the element.
  private mutating func writeStyleText(_ css: String) {
    withUTF8Bytes(css) { source in
      var runStart = 0
      var index = 0
      while index + 1 < source.count {
        if source[index] == UInt8(ascii: "<"), source[index + 1] == UInt8(ascii: "/"),
          Self.isStyleName(source, at: index + 2)
        {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index + 1]))
          bytes.append(UInt8(ascii: "\\"))
          runStart = index + 1
        }
        index += 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
    }
  }

  private static func isStyleName(_ source: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    let name: StaticString = "style"
    guard start + name.utf8CodeUnitCount <= source.count else { return false }
    for offset in 0..<name.utf8CodeUnitCount where source[start + offset] | 0x20 != name.utf8Start[offset] {
      return false
    }
    return true
  }
}
