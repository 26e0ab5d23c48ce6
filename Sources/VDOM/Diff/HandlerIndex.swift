/// The handler behind each handler id of a mounted tree, found in constant
/// time.
///
/// Kept up to date by ``mount(_:ids:index:)`` and ``diff(_:_:ids:index:)``:
/// they add the bindings they give ids to, update the ones whose id carries
/// over, and drop the ids of every subtree they remove or replace. A subtree
/// a lazy node or a memo lets the diff reuse is not visited, and its ids
/// stay as they are. So finding the handler of an event never walks the
/// tree, and a diff pays only for what it visits.
///
/// ```swift
/// var index = HandlerIndex<Action>()
/// var tree = mount(view(state), ids: &ids, index: &index)
/// tree = diff(tree, view(next), ids: &ids, index: &index).tree
/// if let action = index.handler(for: id)?.action(for: payload) { send(action) }
/// ```
public struct HandlerIndex<Action: Sendable>: Sendable {
  @usableFromInline var entries = HandlerSlots<Action>()

  /// An empty index, to be filled by `mount(_:ids:index:)`.
  public init() {}

  /// Indexes every binding of `tree` that has an id, walking all of it.
  @inlinable
  public init(_ tree: Node<Action>) {
    add(tree)
  }

  /// The number of indexed bindings.
  public var count: Int { entries.count }

  /// The ids indexed, in no particular order.
  public var ids: some Collection<Int> { entries.ids }

  /// The handler with this id, if the tree has one.
  public func handler(for id: Int) -> EventHandler<Action>? {
    entries.entry(id)?.handler
  }

  /// The handler with this id, only if it was bound to `event`: an event
  /// that names an id of another kind of binding finds nothing.
  public func handler(for id: Int, event: EventName) -> EventHandler<Action>? {
    guard let entry = entries.entry(id), entry.event == event else { return nil }
    return entry.handler
  }

  /// The DOM event the binding with this id listens for.
  public func event(for id: Int) -> EventName? {
    entries.entry(id)?.event
  }

  /// Records `binding` under its id (replacing what the id stood for).
  @inlinable
  mutating func record(_ binding: EventBinding<Action>) {
    guard let id = binding.id else { return }
    entries.store(id, spec: binding.spec, handler: binding.stored)
  }

  /// Forgets `id`.
  @inlinable
  mutating func forget(_ id: Int?) {
    if let id { entries.remove(id) }
  }

  /// Records every binding of a mounted subtree.
  @inlinable
  mutating func add(_ node: Node<Action>) {
    guard case .element(let element) = node else { return }
    let storage = element.storage
    storage.withEvents { events in
      for index in events.indices { record(events[index]) }
    }
    storage.withChildren { children in
      for index in children.indices { add(children[index]) }
    }
  }

  /// Forgets every binding of a subtree that leaves the tree.
  @inlinable
  mutating func remove(_ node: Node<Action>) {
    guard entries.count > 0 else { return }
    withUnsafePointer(to: node) { remove(at: $0) }
  }

  /// Forgets every binding of `nodes[range]`.
  @inlinable
  mutating func remove(_ nodes: UnsafeBufferPointer<Node<Action>>, _ range: Range<Int>) {
    guard entries.count > 0, let base = nodes.baseAddress else { return }
    remove(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
  }

  /// Forgets every binding of the subtree at `node`, read in place as the
  /// differ reads it: a removed table is as cold as a diffed one, and a
  /// walk that bound each node by value retained and released all of them.
  @inlinable
  mutating func remove(at node: UnsafePointer<Node<Action>>) {
    guard let storage = storage(at: node) else { return }
    storage._withUnsafeGuaranteedRef { storage in
      let events = storage.eventBuffer
      for index in events.indices { forget(events[index].id) }
      let childCount = storage.childCount
      if childCount > 0 {
        remove(UnsafeBufferPointer(start: storage.childPointer, count: childCount))
      }
    }
  }

  /// Forgets every binding of the subtrees of `nodes`, asking for their
  /// headers ahead of the walk (see ``prefetchSiblings(of:count:before:)``).
  @inlinable
  mutating func remove(_ nodes: UnsafeBufferPointer<Node<Action>>) {
    guard let first = nodes.baseAddress else { return }
    for index in nodes.indices {
      prefetchSiblings(of: first, count: nodes.count, before: index)
      remove(at: first + index)
    }
  }
}

extension Node {
  /// The handler with this id in this mounted tree, found by a walk; keep a
  /// ``HandlerIndex`` when looking up more than once per tree.
  public func handler(for id: Int) -> EventHandler<Action>? {
    binding(for: id)?.handler
  }

  /// The binding with this id in this mounted tree, found by a walk.
  public func binding(for id: Int) -> EventBinding<Action>? {
    guard case .element(let element) = self else { return nil }
    if let binding = element.storage.withEvents({ $0.first(where: { $0.id == id }) }) {
      return binding
    }
    return element.storage.withChildren { children in
      for index in children.indices {
        if let binding = children[index].binding(for: id) { return binding }
      }
      return nil
    }
  }
}
