/// Allocates the opaque ids that event bindings carry to the browser.
///
/// One allocator lives as long as a session: ids only grow and are never
/// reused, so an event that names an id from an older tree is recognisably
/// stale instead of silently reaching a different handler.
///
/// ```swift
/// var ids = HandlerIDs()
/// let tree = mount(view(state), ids: &ids)   // first render
/// let next = diff(tree, view(newState), ids: &ids)
/// ```
public struct HandlerIDs: Sendable, Hashable {
  /// The id the next call to ``allocate()`` returns.
  public private(set) var next: Int

  /// Creates an allocator whose first id is `first`.
  public init(startingAt first: Int = 1) {
    next = first
  }

  /// Returns a fresh id, never returned before by this allocator.
  public mutating func allocate() -> Int {
    defer { next += 1 }
    return next
  }

  /// Whether `id` was handed out by this allocator (it may still be stale).
  public func hasAllocated(_ id: Int) -> Bool {
    id < next
  }
}

/// Assigns a fresh handler id to every event binding of `node`, in document
/// order, and returns the mounted tree, ready to render and to diff against.
/// Lazy nodes are built.
@inlinable
public func mount<Action: Sendable>(_ node: consuming Node<Action>, ids: inout HandlerIDs) -> Node<
  Action
> {
  var index: HandlerIndex<Action>? = nil
  return mount(consume node, ids: &ids, maintaining: &index)
}

/// ``mount(_:ids:)``, recording each binding in `index` as it gets its id.
///
/// ```swift
/// var index = HandlerIndex<Action>()
/// let tree = mount(view(state), ids: &ids, index: &index)
/// ```
@inlinable
public func mount<Action: Sendable>(
  _ node: consuming Node<Action>, ids: inout HandlerIDs, index: inout HandlerIndex<Action>
) -> Node<Action> {
  var maintained = HandlerIndex<Action>.take(&index)
  let tree = mount(consume node, ids: &ids, maintaining: &maintained)
  index = maintained.take()!
  return tree
}

/// Mounts `node`, recording its bindings in `index` when there is one.
@inlinable
func mount<Action: Sendable>(
  _ node: consuming Node<Action>, ids: inout HandlerIDs,
  maintaining index: inout HandlerIndex<Action>?
) -> Node<Action> {
  // Moved, not copied: a second reference would make every storage look
  // shared, and the whole tree would be copied as it is mounted.
  var tree = consume node
  mountInPlace(&tree, ids: &ids, index: &index)
  // A session keeps the index as long as the tree: the spare room its
  // growth left is given back.
  index?.entries.trim()
  return tree
}

extension HandlerIndex {
  /// Moves `index` into an optional without copying its storage (a copy
  /// would make the first insertion duplicate the whole table).
  @inlinable
  static func take(_ index: inout HandlerIndex) -> HandlerIndex? {
    let taken: HandlerIndex? = index
    index = HandlerIndex()
    return taken
  }
}

/// Mounts `node` without copying storage it uniquely owns, building lazy
/// nodes, and records the bindings in `index` when there is one.
@inlinable
func mountInPlace<Action: Sendable>(
  _ node: inout Node<Action>, ids: inout HandlerIDs, index: inout HandlerIndex<Action>?
) {
  // Moved out of the slot and back: bound from the slot instead, the
  // element would be retained and released for every storage mounted.
  let taken = consume node
  guard case .element(var element) = taken else {
    if case .lazy(let lazy) = taken {
      node = lazy.build()
      mountInPlace(&node, ids: &ids, index: &index)
    } else {
      node = taken
    }
    return
  }
  // Ends the moved node's reference, so the element's storage is uniquely
  // owned whether or not the compiler forwarded the move.
  _ = consume taken
  mountElement(&element, ids: &ids, index: &index)
  node = .element(element)
}

/// Mounts `element` without copying storage it uniquely owns.
@inlinable
func mountElement<Action: Sendable>(
  _ element: inout Element<Action>, ids: inout HandlerIDs, index: inout HandlerIndex<Action>?
) {
  let counts = element.storage.fields.pointee.counts
  guard counts.events > 0 || counts.children > 0 else { return }
  // A shared element (built once and reused, as a row's constant icon)
  // stays shared when nothing under it takes an id or is built.
  if !isKnownUniquelyReferenced(&element.storage) {
    guard element.storage.needsMounting else { return }
    element.storage = element.storage.with()
  }
  let storage = element.storage
  if counts.events > 0 { mountEvents(storage.eventBuffer, ids: &ids, index: &index) }
  if counts.children > 0 { mountChildren(storage.childBuffer, ids: &ids, index: &index) }
}

/// Gives each binding a fresh id.
@inlinable
func mountEvents<Action: Sendable>(
  _ events: UnsafeMutableBufferPointer<EventBinding<Action>>, ids: inout HandlerIDs,
  index: inout HandlerIndex<Action>?
) {
  for position in events.indices {
    events[position].assignID(ids.allocate())
    index?.record(events[position])
  }
}

/// Mounts each child in place.
@inlinable
func mountChildren<Action: Sendable>(
  _ children: UnsafeMutableBufferPointer<Node<Action>>, ids: inout HandlerIDs,
  index: inout HandlerIndex<Action>?
) {
  for position in children.indices { mountInPlace(&children[position], ids: &ids, index: &index) }
}

extension EventBinding {
  /// Sets the handler id; inlinable diff code cannot reach the internal setter.
  @inlinable
  mutating func assignID(_ id: Int) {
    rawID = id
  }
}

extension ElementStorage {
  /// Whether mounting writes into this subtree: a binding to number or a
  /// lazy node to build somewhere in it.
  @inlinable
  var needsMounting: Bool {
    if eventCount > 0 { return true }
    for child in UnsafeBufferPointer(childBuffer) {
      switch child {
      case .lazy: return true
      case .element(let element): if element.storage.needsMounting { return true }
      case .text, .raw: continue
      }
    }
    return false
  }
}
