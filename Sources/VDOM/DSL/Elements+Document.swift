/// `<html>`: the root of a document.
@inlinable
public func html<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.html), dsl: attributes, children: content()))
}

/// `<head>`: the document's metadata.
@inlinable
public func head<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.head), dsl: attributes, children: content()))
}

/// `<body>`: the document's content.
@inlinable
public func body<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.body), dsl: attributes, children: content()))
}

/// `<title>`: the document's title (text only).
@inlinable
public func title<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.title), dsl: attributes, children: content()))
}

/// `<meta>`: document metadata, such as `.charset("utf-8")`. A void element: it has no content.
@inlinable
public func meta<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.meta), dsl: attributes, children: []))
}

/// `<link>`: a linked resource, such as a stylesheet. (Glibc's `link(_:_:)` takes C strings, so calls with attributes never collide.) A void element: it has no content.
@inlinable
public func link<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.link), dsl: attributes, children: []))
}

/// `<base>`: the base URL of relative links. A void element: it has no content.
@inlinable
public func base<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.base), dsl: attributes, children: []))
}
