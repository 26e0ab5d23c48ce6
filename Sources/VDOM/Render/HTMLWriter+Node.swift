// The generic walk over the tree is `@inlinable` so that it is specialised
// for each screen's action type in the caller's module: unspecialised
// generic code spends most of its time looking up type metadata. Everything
// that does not depend on the action type stays out of line.

extension HTMLWriter {
  /// Appends `node` in compact form: exactly the markup the browser parses.
  @inlinable
  mutating func writeNode<Action>(_ node: Node<Action>) {
    switch node {
    case .element(let element): writeElement(element)
    case .text(let text): writeText(text)
    case .raw(let html): writeVerbatim(html)
    case .lazy(let lazy): writeNode(lazy.build())
    }
  }

  /// Appends an element, its content and its end tag.
  @inlinable
  mutating func writeElement<Action>(_ element: Element<Action>) {
    let model = ContentModel(tag: element.tag)
    if model == .invalid { return }
    writeStartTag(element)
    if model == .void { return }
    writeContent(of: element, model: model)
    writeEndTag(element.tag)
  }

  /// Appends the children of `element` as its content model allows.
  @inlinable
  mutating func writeContent<Action>(of element: Element<Action>, model: ContentModel) {
    element.storage.withChildren { children in
      switch model {
      case .normal:
        writeChildren(children)
      case .preformatted:
        writeLeadingNewlineIfNeeded(children)
        writeChildren(children)
      case .textarea:
        writeLeadingNewlineIfNeeded(children)
        for case .text(let text) in children { writeText(text) }
      case .textOnly:
        for case .text(let text) in children { writeText(text) }
      case .style:
        for case .text(let css) in children { writeStyleText(css) }
      case .script, .void, .invalid:
        break
      }
    }
  }

  /// Appends each child in turn.
  @inlinable
  mutating func writeChildren<Action>(_ children: UnsafeBufferPointer<Node<Action>>) {
    // Indexing a buffer borrows each child; a `for … in` over an array
    // would copy each one out, retaining everything it holds.
    for index in children.indices { writeNode(children[index]) }
  }

  /// Appends `<tag attributes…>`: the attributes and the bindings that have
  /// an id, merged in name order; refused attributes are left out.
  @inlinable
  mutating func writeStartTag<Action>(_ element: Element<Action>) {
    write(byte: UInt8(ascii: "<"))
    write(element.tag)
    let tag = element.tag
    element.storage.withAttributes { attributes in
      var next = 0
      element.storage.withEvents { events in
        for index in events.indices {
          guard let id = events[index].id else { continue }
          // `data-t-<event>` sorts among the attributes by its full name.
          next = writeAttributes(
            attributes, from: next, beforeBindingOf: events[index].event, tag: tag)
          writeBinding(event: events[index].event, id: id, options: events[index].options)
        }
      }
      writeAttributes(attributes, from: next, beforeBindingOf: nil, tag: tag)
    }
    write(byte: UInt8(ascii: ">"))
  }

  /// The parser drops a newline right after `<pre>`, `<listing>` or
  /// `<textarea>`; a text that starts with one gets an extra one to keep it.
  @inlinable
  mutating func writeLeadingNewlineIfNeeded<Action>(_ children: UnsafeBufferPointer<Node<Action>>) {
    guard case .text(let text)? = children.first, text.utf8.first == 0x0A else { return }
    writeVerbatim("\n")
  }
}
