/// `<main>`: the main content of the page.
public func main<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "main", dsl: attributes, children: content()))
}

/// `<header>`: introductory content of a page or section.
public func header<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "header", dsl: attributes, children: content()))
}

/// `<footer>`: the footer of a page or section.
public func footer<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "footer", dsl: attributes, children: content()))
}

/// `<nav>`: a block of navigation links.
public func nav<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "nav", dsl: attributes, children: content()))
}

/// `<section>`: a thematic section, usually with a heading.
public func section<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "section", dsl: attributes, children: content()))
}

/// `<article>`: a self-contained composition.
public func article<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "article", dsl: attributes, children: content()))
}

/// `<aside>`: content aside from the main flow.
public func aside<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "aside", dsl: attributes, children: content()))
}

/// `<h1>`: a heading of level 1.
public func h1<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "h1", dsl: attributes, children: content()))
}

/// `<h2>`: a heading of level 2.
public func h2<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "h2", dsl: attributes, children: content()))
}

/// `<h3>`: a heading of level 3.
public func h3<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "h3", dsl: attributes, children: content()))
}

/// `<h4>`: a heading of level 4.
public func h4<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "h4", dsl: attributes, children: content()))
}

/// `<h5>`: a heading of level 5.
public func h5<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "h5", dsl: attributes, children: content()))
}

/// `<h6>`: a heading of level 6.
public func h6<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "h6", dsl: attributes, children: content()))
}

/// `<div>`: a generic block container. (Glibc's `div(_:_:)` takes two integers, so it never collides.)
public func div<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "div", dsl: attributes, children: content()))
}

/// `<p>`: a paragraph; it may hold only phrasing content (no `div`, `ul`, `p`…).
public func p<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "p", dsl: attributes, children: content()))
}

/// `<hr>`: a thematic break. A void element: it has no content.
public func hr<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: "hr", dsl: attributes, children: []))
}

/// `<pre>`: preformatted text, whitespace kept.
public func pre<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "pre", dsl: attributes, children: content()))
}

/// `<blockquote>`: a quotation from another source.
public func blockquote<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "blockquote", dsl: attributes, children: content()))
}

/// `<figure>`: self-contained content with an optional caption.
public func figure<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "figure", dsl: attributes, children: content()))
}

/// `<figcaption>`: the caption of a `<figure>`.
public func figcaption<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "figcaption", dsl: attributes, children: content()))
}

/// `<ul>`: an unordered list of `li`.
public func ul<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "ul", dsl: attributes, children: content()))
}

/// `<ol>`: an ordered list of `li`.
public func ol<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "ol", dsl: attributes, children: content()))
}

/// `<li>`: an item of a list.
public func li<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "li", dsl: attributes, children: content()))
}

/// `<dl>`: a description list of `dt` and `dd`.
public func dl<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "dl", dsl: attributes, children: content()))
}

/// `<dt>`: a term in a description list.
public func dt<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "dt", dsl: attributes, children: content()))
}

/// `<dd>`: the description of a term.
public func dd<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "dd", dsl: attributes, children: content()))
}

/// `<details>`: a disclosure widget; its first child is a `summary`.
public func details<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "details", dsl: attributes, children: content()))
}

/// `<summary>`: the visible label of a `<details>`.
public func summary<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "summary", dsl: attributes, children: content()))
}

/// `<dialog>`: a dialog box.
public func dialog<Action>(
  _ attributes: Attribute<Action>..., @NodeBuilder<Action> content: () -> [Node<Action>] = { [] }
) -> Node<Action> {
  .element(Element(tag: "dialog", dsl: attributes, children: content()))
}
