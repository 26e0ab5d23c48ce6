/// `<table>`: a table; put rows in `thead`, `tbody` or `tfoot`, never directly in it.
@inlinable
public func table<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.table), dsl: attributes, children: content()))
}

/// `<caption>`: the title of a table.
@inlinable
public func caption<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.caption), dsl: attributes, children: content()))
}

/// `<colgroup>`: a group of columns.
@inlinable
public func colgroup<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.colgroup), dsl: attributes, children: content()))
}

/// `<col>`: a column of a `<colgroup>`. A void element: it has no content.
@inlinable
public func col<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.col), dsl: attributes, children: []))
}

/// `<thead>`: the header rows of a table.
@inlinable
public func thead<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.thead), dsl: attributes, children: content()))
}

/// `<tbody>`: the body rows of a table.
@inlinable
public func tbody<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.tbody), dsl: attributes, children: content()))
}

/// `<tfoot>`: the footer rows of a table.
@inlinable
public func tfoot<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.tfoot), dsl: attributes, children: content()))
}

/// `<tr>`: a table row.
@inlinable
public func tr<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.tr), dsl: attributes, children: content()))
}

/// `<th>`: a header cell.
@inlinable
public func th<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.th), dsl: attributes, children: content()))
}

/// `<td>`: a data cell.
@inlinable
public func td<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.td), dsl: attributes, children: content()))
}
