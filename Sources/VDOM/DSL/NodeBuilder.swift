/// The result builder behind the element functions: a block of statements
/// becomes a list of child nodes.
///
/// It accepts nodes, strings (as text), optional nodes, arrays of nodes, and
/// the statements `if`/`else`, `if let`, `switch`, `for … in` and
/// `if #available`.
///
/// ```swift
/// ul(.class("todos")) {
///   for todo in state.todos { li(.key(todo.id)) { todo.title } }
///   if state.todos.isEmpty { "Nothing to do." }
/// }
/// ```
@resultBuilder
public enum NodeBuilder<Action: Sendable> {
  /// A node is one child.
  @inlinable
  public static func buildExpression(_ node: Node<Action>) -> [Node<Action>] { [node] }

  /// An optional node is one child or none.
  @inlinable
  public static func buildExpression(_ node: Node<Action>?) -> [Node<Action>] {
    if let node { return [node] }
    return []
  }

  /// An array of nodes is spliced in as it is.
  @inlinable
  public static func buildExpression(_ nodes: [Node<Action>]) -> [Node<Action>] { nodes }

  /// A string is a text child, escaped when rendered.
  @inlinable
  public static func buildExpression(_ text: String) -> [Node<Action>] { [.text(text)] }

  /// The statements of a block, in order.
  @inlinable
  public static func buildBlock(_ components: [Node<Action>]...) -> [Node<Action>] {
    if components.count == 1 { return components[0] }
    return joined(components)
  }

  /// An `if` without `else`: its block, or nothing.
  @inlinable
  public static func buildOptional(_ component: [Node<Action>]?) -> [Node<Action>] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(first component: [Node<Action>]) -> [Node<Action>] { component }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(second component: [Node<Action>]) -> [Node<Action>] { component }

  /// The iterations of a `for … in` loop, in order.
  @inlinable
  public static func buildArray(_ components: [[Node<Action>]]) -> [Node<Action>] {
    joined(components)
  }

  /// The nodes of `components` in one array of exactly their count: a
  /// mounted tree keeps its child lists, so doubling growth would waste
  /// memory for as long as a session shows them.
  @inlinable
  static func joined(_ components: [[Node<Action>]]) -> [Node<Action>] {
    var count = 0
    for component in components { count += component.count }
    var result: [Node<Action>] = []
    result.reserveCapacity(count)
    for component in components { result.append(contentsOf: component) }
    return result
  }

  /// The block of an `if #available`.
  @inlinable
  public static func buildLimitedAvailability(_ component: [Node<Action>]) -> [Node<Action>] {
    component
  }
}
