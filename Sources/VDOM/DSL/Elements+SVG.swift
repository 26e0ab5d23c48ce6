/// `<svg>`: an inline SVG image; set `.viewBox`.
@inlinable
public func svg<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.svg), dsl: attributes, children: content()))
}

/// `<g>`: a group of SVG shapes.
@inlinable
public func g<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.g), dsl: attributes, children: content()))
}

/// `<rect>`: an SVG rectangle (`x`, `y`, `width`, `height`).
@inlinable
public func rect<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.rect), dsl: attributes, children: content()))
}

/// `<circle>`: an SVG circle (`cx`, `cy`, `r`).
@inlinable
public func circle<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.circle), dsl: attributes, children: content()))
}

/// `<line>`: an SVG line (`x1`, `y1`, `x2`, `y2`).
@inlinable
public func line<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.line), dsl: attributes, children: content()))
}

/// `<path>`: an SVG path; set `.d`.
@inlinable
public func path<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.path), dsl: attributes, children: content()))
}

/// `<text>`: SVG text. Named `svgText` because `text(_:)` makes a text node.
@inlinable
public func svgText<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.text), dsl: attributes, children: content()))
}
