import CPrefetch

/// Asks for what comparing the pair of siblings at `old` and `new` reads
/// first, in two stages a turn apart (see ``prefetch(elementAt:)``): the
/// headers, or a lazy node's thunk, two pairs ahead; then, for the next
/// pair, whose headers were asked for a turn before, the headers of their
/// children, or the memo the old element was built by.
@inlinable @inline(__always)
func prefetchPair<Action>(
  far old: UnsafePointer<Node<Action>>, _ new: UnsafePointer<Node<Action>>
) {
  prefetch(elementAt: old)
  if let thunk = thunk(at: new) {
    trellis_prefetch(thunk.toOpaque())
  } else {
    prefetch(elementAt: new)
  }
}

/// The second stage of ``prefetchPair(far:_:)``.
@inlinable @inline(__always)
func prefetchPair<Action>(
  next old: UnsafePointer<Node<Action>>, _ new: UnsafePointer<Node<Action>>
) {
  if thunk(at: new) != nil {
    guard let storage = storage(at: old) else { return }
    storage._withUnsafeGuaranteedRef { storage in
      guard storage.fields.pointee.counts.extras == .lazy else { return }
      let box = storage.keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee
      trellis_prefetch(Unmanaged.passUnretained(box).toOpaque())
    }
    return
  }
  prefetchChildren(of: old)
  prefetchChildren(of: new)
}
