/// The result of comparing the tree the browser shows with the next one:
/// the patches to send and the new tree, mounted (every binding has an id).
public struct Diff<Action: Sendable>: Sendable {
  /// The patches, in the order they must be applied.
  public var patches: [Patch<Action>]
  /// The new tree with handler ids: what the session keeps as "last sent".
  public var tree: Node<Action>
  /// Subtrees and lazy nodes of the new view that equal memos or lazy
  /// values replaced by the old subtrees: freeing them is left to whoever
  /// drops this result, after sending.
  @usableFromInline var discarded: [Node<Action>]

  /// Creates a result.
  @usableFromInline
  init(patches: [Patch<Action>], tree: Node<Action>, discarded: [Node<Action>] = []) {
    self.patches = patches
    self.tree = tree
    self.discarded = discarded
  }

  /// How many keyed children move.
  public var moveCount: Int {
    patches.reduce(0) { count, patch in
      if case .move = patch { return count + 1 }
      return count
    }
  }
}

extension Diff: Equatable where Action: Equatable {
  /// Whether both results have the same patches and tree.
  public static func == (lhs: Diff, rhs: Diff) -> Bool {
    lhs.patches == rhs.patches && lhs.tree == rhs.tree
  }
}

/// Compares the mounted tree the browser shows with a new, unmounted tree.
///
/// An element keeps its handler ids for the events it still listens to, so a
/// changed action costs nothing on the wire; new bindings get fresh ids from
/// `ids`. Elements whose tag or key differ are replaced; keyed children are
/// reconciled with the fewest moves; unkeyed children are compared by
/// position.
///
/// ```swift
/// let result = diff(lastSent, view(state), ids: &session.ids)
/// socket.send(PatchEncoder.encode(result.patches))
/// lastSent = result.tree
/// ```
@inlinable
public func diff<Action: Sendable>(
  _ old: Node<Action>, _ new: consuming Node<Action>, ids: inout HandlerIDs
) -> Diff<Action> {
  var none: HandlerIndex<Action>? = nil
  return diff(old, consume new, ids: &ids, maintaining: &none)
}

/// ``diff(_:_:ids:)``, keeping `index` — the ``HandlerIndex`` of `old` —
/// that of the new tree: bindings given ids are added, carried ids get the
/// new handlers, and the ids of removed or replaced subtrees are dropped.
/// Reused subtrees are not visited.
///
/// ```swift
/// let result = diff(lastSent, view(state), ids: &ids, index: &index)
/// ```
@inlinable
public func diff<Action: Sendable>(
  _ old: Node<Action>, _ new: consuming Node<Action>, ids: inout HandlerIDs,
  index: inout HandlerIndex<Action>
) -> Diff<Action> {
  var maintained = HandlerIndex.take(&index)
  let result = diff(old, consume new, ids: &ids, maintaining: &maintained)
  index = maintained.take()!
  return result
}

/// The diff, keeping `index` when there is one.
@inlinable
func diff<Action: Sendable>(
  _ old: Node<Action>, _ new: consuming Node<Action>, ids: inout HandlerIDs,
  maintaining index: inout HandlerIndex<Action>?
) -> Diff<Action> {
  // Moved, not copied: a second reference would make every write below
  // copy the storage it reaches, and so the whole new tree.
  var tree = consume new
  var differ = Differ<Action>(ids: ids, index: index.take())
  differ.node(old, &tree)
  ids = differ.ids
  index = differ.index.take()
  return Diff(patches: differ.patches, tree: tree, discarded: differ.discarded)
}
