/// `<span>`: a generic inline container.
@inlinable
public func span<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.span), dsl: attributes, children: content()))
}

/// `<a>`: a hyperlink (`javascript:` URLs are neutralised when rendered).
@inlinable
public func a<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.a), dsl: attributes, children: content()))
}

/// `<em>`: stressed emphasis.
@inlinable
public func em<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.em), dsl: attributes, children: content()))
}

/// `<strong>`: strong importance.
@inlinable
public func strong<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.strong), dsl: attributes, children: content()))
}

/// `<small>`: side comments and small print.
@inlinable
public func small<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.small), dsl: attributes, children: content()))
}

/// `<code>`: a fragment of computer code.
@inlinable
public func code<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.code), dsl: attributes, children: content()))
}

/// `<kbd>`: keyboard input.
@inlinable
public func kbd<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.kbd), dsl: attributes, children: content()))
}

/// `<mark>`: highlighted text.
@inlinable
public func mark<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.mark), dsl: attributes, children: content()))
}

/// `<abbr>`: an abbreviation; its expansion goes in `.title`.
@inlinable
public func abbr<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.abbr), dsl: attributes, children: content()))
}

/// `<sub>`: subscript.
@inlinable
public func sub<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.sub), dsl: attributes, children: content()))
}

/// `<sup>`: superscript.
@inlinable
public func sup<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.sup), dsl: attributes, children: content()))
}

/// `<time>`: a date or time; the machine-readable form goes in `.datetime`. (Glibc's `time(_:)` takes a pointer, so it never collides.)
@inlinable
public func time<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.time), dsl: attributes, children: content()))
}

/// `<br>`: a line break. A void element: it has no content.
@inlinable
public func br<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.br), dsl: attributes, children: []))
}

/// `<wbr>`: a line-break opportunity. A void element: it has no content.
@inlinable
public func wbr<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.wbr), dsl: attributes, children: []))
}

/// `<img>`: an image; give it `.alt`. A void element: it has no content.
@inlinable
public func img<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.img), dsl: attributes, children: []))
}
