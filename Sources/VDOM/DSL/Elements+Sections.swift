/// `<main>`: the main content of the page. Inside a type that has its own
/// `main` (an `@main` type), write `VDOM.main { … }`.
@inlinable
public func main<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.main), dsl: attributes, children: content()))
}

/// `<header>`: introductory content of a page or section.
@inlinable
public func header<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.header), dsl: attributes, children: content()))
}

/// `<footer>`: the footer of a page or section.
@inlinable
public func footer<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.footer), dsl: attributes, children: content()))
}

/// `<nav>`: a block of navigation links.
@inlinable
public func nav<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.nav), dsl: attributes, children: content()))
}

/// `<section>`: a thematic section, usually with a heading.
@inlinable
public func section<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.section), dsl: attributes, children: content()))
}

/// `<article>`: a self-contained composition.
@inlinable
public func article<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.article), dsl: attributes, children: content()))
}

/// `<aside>`: content aside from the main flow.
@inlinable
public func aside<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.aside), dsl: attributes, children: content()))
}

/// `<h1>`: a heading of level 1.
@inlinable
public func h1<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.h1), dsl: attributes, children: content()))
}

/// `<h2>`: a heading of level 2.
@inlinable
public func h2<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.h2), dsl: attributes, children: content()))
}

/// `<h3>`: a heading of level 3.
@inlinable
public func h3<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.h3), dsl: attributes, children: content()))
}

/// `<h4>`: a heading of level 4.
@inlinable
public func h4<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.h4), dsl: attributes, children: content()))
}

/// `<h5>`: a heading of level 5.
@inlinable
public func h5<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.h5), dsl: attributes, children: content()))
}

/// `<h6>`: a heading of level 6.
@inlinable
public func h6<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.h6), dsl: attributes, children: content()))
}

/// `<div>`: a generic block container. (Glibc's `div(_:_:)` takes two integers, so it never collides.)
@inlinable
public func div<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.div), dsl: attributes, children: content()))
}

/// `<p>`: a paragraph; it may hold only phrasing content (no `div`, `ul`, `p`…).
@inlinable
public func p<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.p), dsl: attributes, children: content()))
}

/// `<hr>`: a thematic break. A void element: it has no content.
@inlinable
public func hr<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.hr), dsl: attributes, children: []))
}

/// `<pre>`: preformatted text, whitespace kept.
@inlinable
public func pre<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.pre), dsl: attributes, children: content()))
}

/// `<blockquote>`: a quotation from another source.
@inlinable
public func blockquote<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.blockquote), dsl: attributes, children: content()))
}

/// `<figure>`: self-contained content with an optional caption.
@inlinable
public func figure<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.figure), dsl: attributes, children: content()))
}

/// `<figcaption>`: the caption of a `<figure>`.
@inlinable
public func figcaption<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.figcaption), dsl: attributes, children: content()))
}

/// `<ul>`: an unordered list of `li`.
@inlinable
public func ul<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.ul), dsl: attributes, children: content()))
}

/// `<ol>`: an ordered list of `li`.
@inlinable
public func ol<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.ol), dsl: attributes, children: content()))
}

/// `<li>`: an item of a list.
@inlinable
public func li<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.li), dsl: attributes, children: content()))
}

/// `<dl>`: a description list of `dt` and `dd`.
@inlinable
public func dl<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.dl), dsl: attributes, children: content()))
}

/// `<dt>`: a term in a description list.
@inlinable
public func dt<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.dt), dsl: attributes, children: content()))
}

/// `<dd>`: the description of a term.
@inlinable
public func dd<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.dd), dsl: attributes, children: content()))
}

/// `<details>`: a disclosure widget; its first child is a `summary`.
@inlinable
public func details<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.details), dsl: attributes, children: content()))
}

/// `<summary>`: the visible label of a `<details>`.
@inlinable
public func summary<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.summary), dsl: attributes, children: content()))
}

/// `<dialog>`: a dialog box.
@inlinable
public func dialog<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.dialog), dsl: attributes, children: content()))
}
