/// `container` with one child per item, each built lazily (Elm's
/// `Html.Keyed` of `Html.Lazy` nodes, in one node): after `container`'s own
/// children comes, for each item, what `build` makes of the item and of
/// the second value `with` gives for it, keyed by `key` of the item.
///
/// Against the tree sent before, an item equal to an old one of the same
/// call, with an equal second value, keeps the old child as it is —
/// `build` is not run, the child is not walked, nothing is sent — and only
/// the other items are built. Unlike a `lazy` node per item, the list
/// holds no object per item: the items are kept as the array passed in.
///
/// `build` must depend on nothing but its two arguments, and should return
/// an element (only elements are reused). Keys should be unique; items
/// with a repeated key are built and compared by position.
///
/// ```swift
/// lazy(tbody(.id("tbody")), each: state.rows, key: \.id, with: { $0.id == state.selected }) {
///   row, isSelected in tr(isSelected ? .class("danger") : .none) { td { row.label } }
/// }
/// ```
@inlinable
public func lazy<
  Action, Item: Equatable & Sendable, Second: Equatable & Sendable,
  Key: Hashable & Sendable & CustomStringConvertible
>(
  _ container: Node<Action>, each items: [Item], key: @escaping @Sendable (Item) -> Key,
  with second: (Item) -> Second, fileID: StaticString = #fileID, line: UInt = #line,
  column: UInt = #column, _ build: @escaping @Sendable (Item, Second) -> Node<Action>
) -> Node<Action> {
  guard case .element(let shell) = container.built else {
    preconditionFailure("a lazy list needs an element to hold its children")
  }
  return .lazy(
    Lazy(
      ListLazyThunk(
        shell: shell, items: items, seconds: items.map(second),
        site: CallSite(fileID: fileID, line: line, column: column), key: key, builder: build)))
}

/// ``lazy(_:each:key:with:fileID:line:column:_:)`` with children that are a
/// function of their item alone.
///
/// ```swift
/// lazy(ul(.class("todos")), each: state.todos, key: \.id) { todo in li { todo.title } }
/// ```
@inlinable
public func lazy<
  Action, Item: Equatable & Sendable, Key: Hashable & Sendable & CustomStringConvertible
>(
  _ container: Node<Action>, each items: [Item], key: @escaping @Sendable (Item) -> Key,
  fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
  _ build: @escaping @Sendable (Item) -> Node<Action>
) -> Node<Action> {
  lazy(
    container, each: items, key: key, with: { _ in NoSecondValue() }, fileID: fileID, line: line,
    column: column
  ) { item, _ in build(item) }
}

/// The second value of a list whose children depend on their items alone:
/// no bytes per item.
@usableFromInline
struct NoSecondValue: Equatable, Sendable {
  @inlinable init() {}
}
