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
  /// The nodes of a statement or a block while the builder joins them.
  ///
  /// A single node is held as it is: wrapping each statement in an array of
  /// one would allocate once per child (a table of 1,000 rows built from a
  /// `for` loop made 1,000 arrays per view only to copy them out again).
  public struct Component {
    @usableFromInline enum Nodes {
      case none
      case one(Node<Action>)
      case many([Node<Action>])
    }

    @usableFromInline var nodes: Nodes

    @inlinable
    init(_ nodes: Nodes) {
      self.nodes = nodes
    }

    /// How many nodes it holds.
    @inlinable
    var count: Int {
      switch nodes {
      case .none: return 0
      case .one: return 1
      case .many(let nodes): return nodes.count
      }
    }

    /// Appends its nodes to `result`.
    @inlinable
    func append(to result: inout [Node<Action>]) {
      switch nodes {
      case .none: break
      case .one(let node): result.append(node)
      case .many(let nodes): result.append(contentsOf: nodes)
      }
    }

    /// No nodes: the content of an element function called without a block.
    @inlinable
    public static var empty: Component { Component(.none) }

    /// Its nodes as one array, leaving it empty: the array is then held
    /// once, so its nodes can be moved out without a copy.
    @inlinable
    mutating func takeNodes() -> [Node<Action>] {
      let taken = array
      nodes = .none
      return taken
    }

    /// Its nodes as one array.
    @inlinable
    var array: [Node<Action>] {
      switch nodes {
      case .none: return []
      case .one(let node): return [node]
      case .many(let nodes): return nodes
      }
    }
  }

  /// A node is one child.
  @inlinable
  public static func buildExpression(_ node: Node<Action>) -> Component { Component(.one(node)) }

  /// An optional node is one child or none.
  @inlinable
  public static func buildExpression(_ node: Node<Action>?) -> Component {
    if let node { return Component(.one(node)) }
    return Component(.none)
  }

  /// An array of nodes is spliced in as it is.
  @inlinable
  public static func buildExpression(_ nodes: [Node<Action>]) -> Component {
    Component(.many(nodes))
  }

  /// A string is a text child, escaped when rendered.
  @inlinable
  public static func buildExpression(_ text: String) -> Component {
    Component(.one(.text(text)))
  }

  /// The statements of a block, in order.
  @inlinable
  public static func buildBlock(_ components: Component...) -> Component {
    if components.count == 1 { return components[0] }
    return joined(components)
  }

  /// An `if` without `else`: its block, or nothing.
  @inlinable
  public static func buildOptional(_ component: Component?) -> Component {
    component ?? Component(.none)
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(first component: Component) -> Component { component }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(second component: Component) -> Component { component }

  /// The iterations of a `for … in` loop, in order.
  @inlinable
  public static func buildArray(_ components: [Component]) -> Component {
    joined(components)
  }

  /// The block of an `if #available`.
  @inlinable
  public static func buildLimitedAvailability(_ component: Component) -> Component {
    component
  }

  /// The children the block builds.
  @inlinable
  public static func buildFinalResult(_ component: Component) -> [Node<Action>] {
    component.array
  }

  /// The children the block builds, as an element function takes them: a
  /// lone child needs no array.
  @inlinable
  public static func buildFinalResult(_ component: Component) -> Component {
    component
  }

  /// The nodes of `components` in one array of exactly their count: an
  /// element moves them into its storage, but a builder returning
  /// `[Node]` hands the array itself to whoever keeps it.
  @inlinable
  static func joined(_ components: [Component]) -> Component {
    var count = 0
    var last = -1
    for index in components.indices where components[index].count > 0 {
      count += components[index].count
      last = index
    }
    if count == 0 { return Component(.none) }
    // One statement with nodes (an `if` taken among others, a lone row):
    // its component as it is, without a copy.
    if count == components[last].count { return components[last] }
    var result: [Node<Action>] = []
    result.reserveCapacity(count)
    for component in components { component.append(to: &result) }
    return Component(.many(result))
  }
}
