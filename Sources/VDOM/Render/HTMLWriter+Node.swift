// The generic walk over the tree is `@inlinable` so that it is specialised
// for each screen's action type in the caller's module: unspecialised
// generic code spends most of its time looking up type metadata. Everything
// that does not depend on the action type stays out of line.

extension HTMLWriter {
  /// Appends `node` in compact form: exactly the markup the browser parses.
  @inlinable
  mutating func writeNode<Action>(_ node: Node<Action>) {
    switch node {
    case .element(let element): writeElement(element.storage)
    case .text(let text): writeText(text)
    case .raw(let html): writeVerbatim(html)
    case .lazy(let lazy): writeNode(lazy.build())
    }
  }

  /// Appends an element, its content and its end tag.
  @inlinable
  mutating func writeElement<Action>(_ storage: ElementStorage<Action>) {
    let tag = storage.tagName
    let model = ContentModel(tag)
    if model == .invalid { return }
    writeStartTag(storage, tag: tag)
    if model == .void { return }
    writeContent(of: storage, model: model)
    writeEndTag(tag)
  }

  /// Appends the children of an element as its content model allows.
  @inlinable
  mutating func writeContent<Action>(of storage: ElementStorage<Action>, model: ContentModel) {
    let children = UnsafeBufferPointer(storage.childBuffer)
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

  /// Appends each child in turn.
  @inlinable
  mutating func writeChildren<Action>(_ children: UnsafeBufferPointer<Node<Action>>) {
    guard let first = children.baseAddress else { return }
    for index in children.indices {
      prefetchSiblings(of: first, count: children.count, before: index)
      // An element child is read in place, unretained: bound by value, a
      // node read through a pointer is retained and released around the
      // calls that write it, about a seventh of a large table's render.
      if let element = storage(at: first + index) {
        element._withUnsafeGuaranteedRef { writeElement($0) }
      } else {
        writeNode(children[index])
      }
    }
  }

  /// Appends `<tag attributes…>`: the attributes and the bindings that have
  /// an id, merged in name order; refused attributes are left out. With
  /// `holesOnly`, only the values between the quotes, in the same order
  /// (see ``writeHoles(of:shapedLike:)``).
  @inlinable
  mutating func writeStartTag<Action>(
    _ storage: ElementStorage<Action>, tag: TagName, holesOnly: Bool = false,
    reference: ElementStorage<Action>? = nil
  ) {
    if !holesOnly {
      write(byte: UInt8(ascii: "<"))
      write(tag)
    }
    let attributes = storage.attributeBuffer
    let referenceAttributes = reference.map { UnsafePointer($0.attributePointer) }
    var next = 0
    let events = storage.eventBuffer
    for index in events.indices {
      guard let id = events[index].id else { continue }
      // `data-t-<event>` sorts among the attributes by its full name.
      // Unretained: the element holds its bindings' specs.
      Unmanaged.passUnretained(events[index].spec)._withUnsafeGuaranteedRef { spec in
        next = writeAttributes(
          attributes, from: next, beforeBindingOf: spec, tag: tag, holesOnly: holesOnly,
          reference: referenceAttributes)
        if !holesOnly {
          writeBinding(spec, id: id)
        } else if spec.renders {
          writeBindingValue(spec, id: id)
        }
      }
    }
    writeAttributes(
      attributes, from: next, beforeBindingOf: nil, tag: tag, holesOnly: holesOnly,
      reference: referenceAttributes)
    _fixLifetime(reference)
    if !holesOnly { write(byte: UInt8(ascii: ">")) }
  }

  /// The parser drops a newline right after `<pre>`, `<listing>` or
  /// `<textarea>`; a text that starts with one gets an extra one to keep it.
  @inlinable
  mutating func writeLeadingNewlineIfNeeded<Action>(_ children: UnsafeBufferPointer<Node<Action>>) {
    guard case .text(let text)? = children.first, text.utf8.first == 0x0A else { return }
    writeVerbatim("\n")
  }
}
