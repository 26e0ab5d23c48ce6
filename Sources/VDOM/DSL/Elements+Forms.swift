/// `<form>`: a form; handle it with `.onSubmit { form in … }`.
@inlinable
public func form<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.form), dsl: attributes, children: content()))
}

/// `<button>`: a button; its default `type` inside a form is `submit`.
@inlinable
public func button<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.button), dsl: attributes, children: content()))
}

/// `<input>`: a form field; choose it with `.type(_:)`. A void element: it has no content.
@inlinable
public func input<Action>(_ attributes: Attribute<Action>...) -> Node<Action> {
  .element(Element(tag: .known(.input), dsl: attributes, children: []))
}

/// `<textarea>`: a multi-line text field; its content is its initial text.
@inlinable
public func textarea<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.textarea), dsl: attributes, children: content()))
}

/// `<select>`: a drop-down list of `option`. (Glibc's `select(_:_:_:_:_:)` takes five C arguments, so it never collides.)
@inlinable
public func select<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.select), dsl: attributes, children: content()))
}

/// `<option>`: a choice of a `<select>`.
@inlinable
public func option<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.option), dsl: attributes, children: content()))
}

/// `<optgroup>`: a group of options in a `<select>`.
@inlinable
public func optgroup<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.optgroup), dsl: attributes, children: content()))
}

/// `<label>`: the caption of a field; point it at the field with `.for`.
@inlinable
public func label<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.label), dsl: attributes, children: content()))
}

/// `<fieldset>`: a group of fields.
@inlinable
public func fieldset<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.fieldset), dsl: attributes, children: content()))
}

/// `<legend>`: the caption of a `<fieldset>`.
@inlinable
public func legend<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.legend), dsl: attributes, children: content()))
}

/// `<output>`: the result of a calculation or user action.
@inlinable
public func output<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.output), dsl: attributes, children: content()))
}

/// `<progress>`: a progress bar; set `.value` and `.max`.
@inlinable
public func progress<Action>(
  _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(Element(tag: .known(.progress), dsl: attributes, children: content()))
}
