/// Finds the event binding behind a handler id in a mounted tree, in
/// constant time: build it once per tree the session keeps.
///
/// ```swift
/// let index = HandlerIndex(lastSent)
/// if let action = index.handler(for: id)?.action(for: payload) { send(action) }
/// ```
public struct HandlerIndex<Action: Sendable>: Sendable {
  @usableFromInline var bindings: [Int: EventBinding<Action>] = [:]

  /// Indexes every binding of `tree` that has an id.
  @inlinable
  public init(_ tree: Node<Action>) {
    collect(tree)
  }

  /// The number of indexed bindings.
  public var count: Int { bindings.count }

  /// The binding with this id, if the tree has one.
  public func binding(for id: Int) -> EventBinding<Action>? {
    bindings[id]
  }

  /// The handler with this id, if the tree has one.
  public func handler(for id: Int) -> EventHandler<Action>? {
    bindings[id]?.handler
  }

  @inlinable
  mutating func collect(_ node: Node<Action>) {
    guard case .element(let element) = node else { return }
    for binding in element.events {
      if let id = binding.id { bindings[id] = binding }
    }
    element.children.withUnsafeBufferPointer { children in
      for index in children.indices { collect(children[index]) }
    }
  }
}

extension Node {
  /// The handler with this id in this mounted tree, found by a walk; use
  /// ``HandlerIndex`` when looking up more than once per tree.
  public func handler(for id: Int) -> EventHandler<Action>? {
    binding(for: id)?.handler
  }

  /// The binding with this id in this mounted tree, found by a walk.
  public func binding(for id: Int) -> EventBinding<Action>? {
    guard case .element(let element) = self else { return nil }
    if let binding = element.events.first(where: { $0.id == id }) { return binding }
    for child in element.children {
      if let binding = child.binding(for: id) { return binding }
    }
    return nil
  }
}
