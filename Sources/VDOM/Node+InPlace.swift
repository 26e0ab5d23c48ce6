/// Reading an element's storage out of a node in a child buffer without
/// copying the node.
///
/// Binding `case .element(let element)` on a node read through a pointer
/// copies it, a retain and a release per element, because the compiler
/// cannot prove the buffer unchanged across the calls that follow. A walk
/// over a large tree (the renderer's) spent a fifth of its time on them. The
/// parent keeps its children alive, so an unretained reference is enough.
extension Node {
  /// The storage of the element at `node`, unretained, or `nil` when `node`
  /// holds another kind of node. Only when `nodeStoresElementFirst`.
  @inlinable @inline(__always)
  static func elementStorage(at node: UnsafePointer<Node>) -> Unmanaged<ElementStorage<Action>>? {
    guard case .element = node.pointee else { return nil }
    return UnsafeRawPointer(node).load(as: Unmanaged<ElementStorage<Action>>.self)
  }
}

/// Whether an element node holds its storage reference as its first word,
/// unchanged, with the case kept in other bits: checked once on a real node
/// rather than assumed, since enum layout is the compiler's choice. When it
/// does not hold, callers take the copying path.
@usableFromInline
let nodeStoresElementFirst: Bool = {
  var node = Node<LayoutProbe>.element(Element(tag: "p"))
  guard case .element(let element) = node else { return false }
  return withUnsafeBytes(of: &node) { bytes in
    bytes.count >= MemoryLayout<UnsafeRawPointer>.size
      && bytes.load(as: UnsafeRawPointer.self)
        == UnsafeRawPointer(Unmanaged.passUnretained(element.storage).toOpaque())
  }
}()

/// The action type of the probe node.
@usableFromInline
enum LayoutProbe: Sendable {}
