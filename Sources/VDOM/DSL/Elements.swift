/// Any element by tag name: the escape hatch for tags without a function
/// (custom elements, rarer SVG shapes).
///
/// A tag that is not a valid name (`[A-Za-z][A-Za-z0-9-]*`) is not rendered.
///
/// Element functions are global; a member of your own type with the same
/// name (a `title` property, a `label` method) hides one inside that type:
/// qualify it there, as in `VDOM.title { … }`. C functions of the same name
/// (`div`, `select`, `time`, `link` from Glibc) take other arguments and
/// never collide.
///
/// ```swift
/// element("ellipse", .known(.rx, "4"), .known(.ry, "2"))
/// ```
@inlinable
public func element<Action>(
  _ tag: String, _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: tag, dsl: attributes, children: content()))
}

/// A text node, escaped when rendered. In a builder a plain string does the same.
@inlinable
public func text<Action>(_ string: String) -> Node<Action> {
  .text(string)
}

/// `<script src=…>`: an external script. There is no inline form: inline
/// script is forbidden by the Content-Security-Policy.
@inlinable
public func script<Action>(src: String, _ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.script), dsl: [.src(src)] + attributes, children: []))
}

/// `<style>`: a style sheet. A `</style` inside `css` is neutralised when
/// rendered, so the text can never end the element early.
@inlinable
public func style<Action>(_ css: String) -> Node<Action> {
  .element(Element(tag: "style", children: [.text(css)]))
}
