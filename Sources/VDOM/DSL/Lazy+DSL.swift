/// A subtree built from `value` only when it is needed (Elm's `Html.Lazy`):
/// when the last tree has, at the same place, what this same call built from
/// an equal value with the same key, the diff keeps that subtree as it is —
/// without running `build`, walking it, or sending anything.
///
/// `build` must depend on nothing but `value` (what else it reads is not
/// compared, and the page would go stale). `key` becomes the key of the
/// element `build` returns, replacing any key it sets; give it whenever the
/// siblings are keyed. `build` should return an element: only an element
/// can remember what built it (a text would also escape the merging of
/// adjacent texts). A lazy node under ``Node/map(_:)`` is always rebuilt:
/// an equal value cannot prove an equal transform.
///
/// ```swift
/// for row in state.rows {
///   lazy(row, key: row.id) { row in tr { td { row.label } } }
/// }
/// ```
@inlinable
public func lazy<Action, Value: Equatable & Sendable>(
  _ value: Value, key: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
  column: UInt = #column, _ build: @escaping @Sendable (Value) -> Node<Action>
) -> Node<Action> {
  .lazy(
    Lazy(
      TypedLazyThunk(
        value, key: key, site: CallSite(fileID: fileID, line: line, column: column), builder: build)
    ))
}

/// ``lazy(_:key:fileID:line:column:_:)`` keyed by an integer.
@inlinable
public func lazy<Action, Value: Equatable & Sendable>(
  _ value: Value, key: Int, fileID: StaticString = #fileID, line: UInt = #line,
  column: UInt = #column, _ build: @escaping @Sendable (Value) -> Node<Action>
) -> Node<Action> {
  lazy(value, key: String(key), fileID: fileID, line: line, column: column, build)
}

/// ``lazy(_:key:fileID:line:column:_:)`` of two values, compared one by one.
///
/// ```swift
/// lazy(row, row.id == state.selected, key: row.id) { row, isSelected in … }
/// ```
@inlinable
public func lazy<Action, First: Equatable & Sendable, Second: Equatable & Sendable>(
  _ first: First, _ second: Second, key: String? = nil, fileID: StaticString = #fileID,
  line: UInt = #line, column: UInt = #column,
  _ build: @escaping @Sendable (First, Second) -> Node<Action>
) -> Node<Action> {
  .lazy(
    Lazy(
      PairLazyThunk(
        first, second, key: key, site: CallSite(fileID: fileID, line: line, column: column),
        builder: build)))
}

/// ``lazy(_:_:key:fileID:line:column:_:)`` keyed by an integer.
@inlinable
public func lazy<Action, First: Equatable & Sendable, Second: Equatable & Sendable>(
  _ first: First, _ second: Second, key: Int, fileID: StaticString = #fileID, line: UInt = #line,
  column: UInt = #column, _ build: @escaping @Sendable (First, Second) -> Node<Action>
) -> Node<Action> {
  lazy(first, second, key: String(key), fileID: fileID, line: line, column: column, build)
}

/// The value of a two-value lazy node, as its memo shows it.
@usableFromInline
struct LazyPair<First: Equatable & Sendable, Second: Equatable & Sendable>: Equatable, Sendable {
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}
