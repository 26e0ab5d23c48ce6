/// Mounting, diffing, rendering, patch encoding and handler indexing for
/// one action type, as closures made where that type is concrete.
///
/// These operations are generic over the screen's action type, and generic
/// code runs specialised only where it is compiled with the concrete type.
/// A host that keeps screens behind a type-erased wrapper would otherwise
/// run them unspecialised, copying every node through value witnesses:
/// several times slower (see `trellis-bench vdom --unspecialized`). The
/// initialiser is inlinable, so an engine made as a default argument, in
/// the caller that names the screen, carries specialised code to the host.
///
/// ```swift
/// let engine = ViewEngine<Counter.Action>()
/// let result = engine.diff(lastSent, view(state), ids: &ids, index: &index)
/// socket.send(engine.encode(result.patches))
/// ```
public struct ViewEngine<Action: Sendable>: Sendable {
  @usableFromInline let mountTree:
    @Sendable (consuming Node<Action>, inout HandlerIDs, inout HandlerIndex<Action>?) -> Node<
      Action
    >
  @usableFromInline let diffTrees:
    @Sendable (Node<Action>, consuming Node<Action>, inout HandlerIDs, inout HandlerIndex<Action>?)
      -> Diff<Action>
  @usableFromInline let encodePatches: @Sendable ([Patch<Action>]) -> String
  @usableFromInline let renderTree: @Sendable (Node<Action>, HTMLRenderer) -> [UInt8]
  @usableFromInline let indexTree: @Sendable (Node<Action>) -> HandlerIndex<Action>

  /// The engine of `Action`, specialised where this is called with a concrete type.
  @inlinable
  public init() {
    // Each passes the tree on as its last use, so that it is moved, not
    // copied: a copy would leave every storage shared, and the whole tree
    // would be copied as it is mounted.
    mountTree = { node, ids, index in VDOM.mount(consume node, ids: &ids, maintaining: &index) }
    diffTrees = { old, new, ids, index in
      VDOM.diff(old, consume new, ids: &ids, maintaining: &index)
    }
    encodePatches = { PatchEncoder.encodeString($0) }
    renderTree = { node, renderer in renderer.renderBytes(node) }
    indexTree = { HandlerIndex($0) }
  }

  /// ``VDOM/mount(_:ids:)``.
  public func mount(_ node: consuming Node<Action>, ids: inout HandlerIDs) -> Node<Action> {
    var none: HandlerIndex<Action>? = nil
    return mountTree(consume node, &ids, &none)
  }

  /// ``VDOM/mount(_:ids:index:)``.
  public func mount(
    _ node: consuming Node<Action>, ids: inout HandlerIDs, index: inout HandlerIndex<Action>
  ) -> Node<Action> {
    var maintained = HandlerIndex.take(&index)
    let tree = mountTree(consume node, &ids, &maintained)
    index = maintained.take()!
    return tree
  }

  /// ``VDOM/diff(_:_:ids:)``: pass `new` as its last use, so that its
  /// storage is updated in place rather than copied.
  public func diff(_ old: Node<Action>, _ new: consuming Node<Action>, ids: inout HandlerIDs)
    -> Diff<Action>
  {
    var none: HandlerIndex<Action>? = nil
    return diffTrees(old, consume new, &ids, &none)
  }

  /// ``VDOM/diff(_:_:ids:index:)``: `index`, that of `old`, becomes that of the new tree.
  public func diff(
    _ old: Node<Action>, _ new: consuming Node<Action>, ids: inout HandlerIDs,
    index: inout HandlerIndex<Action>
  ) -> Diff<Action> {
    var maintained = HandlerIndex.take(&index)
    let result = diffTrees(old, consume new, &ids, &maintained)
    index = maintained.take()!
    return result
  }

  /// ``PatchEncoder/encodeString(_:)``.
  public func encode(_ patches: [Patch<Action>]) -> String {
    encodePatches(patches)
  }

  /// ``HandlerIndex/init(_:)``: a walk of the whole tree.
  public func index(_ tree: Node<Action>) -> HandlerIndex<Action> {
    indexTree(tree)
  }

  /// `renderer.renderBytes(node)`.
  public func render(_ node: Node<Action>, with renderer: HTMLRenderer = HTMLRenderer()) -> [UInt8]
  {
    renderTree(node, renderer)
  }
}
