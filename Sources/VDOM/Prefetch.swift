import CPrefetch

/// Starts loading the header of the element at `node`, if it is one, without
/// waiting for it: a large tree is colder than any cache, and a walk that
/// asks for what it reaches a few nodes later has those misses served while
/// it works, instead of one after another.
///
/// A prefetch, unlike a load whose value is kept, never holds the walk up:
/// reading the next sibling's header a turn early stalled there for most of
/// the time the render spent outside the elements it wrote.
///
/// Two cache lines: an element's header is followed by its attributes and
/// child list in the same allocation, which is only 16-byte aligned, so
/// even a cell with one child spans two lines (the walks stalled on the
/// child list of an element whose header they had asked for).
@inlinable @inline(__always)
func prefetch<Action>(elementAt node: UnsafePointer<Node<Action>>) {
  guard let storage = storage(at: node) else { return }
  let start = UnsafeRawPointer(storage.toOpaque())
  trellis_prefetch(start)
  trellis_prefetch(start + 64)
}

/// Starts loading the headers of the first element children of the element
/// at `node` (see ``prefetch(elementAt:)``). Reads that element's header, so
/// it pays when the header was asked for a while before.
@inlinable @inline(__always)
func prefetchChildren<Action>(of node: UnsafePointer<Node<Action>>) {
  guard let storage = storage(at: node) else { return }
  storage._withUnsafeGuaranteedRef { storage in
    let children = storage.childPointer
    for index in 0..<min(storage.childCount, 8) { prefetch(elementAt: children + index) }
  }
}

/// What a walk over the sibling list `nodes` (of `count` nodes) asks for
/// before visiting `nodes[index]`: the headers of the sibling two on, and
/// the children of the next one, whose header was asked for a turn before
/// (the first two headers when the walk starts). A long list of rows then
/// does not wait on each row's header, then on each of its cells' in turn.
@inlinable @inline(__always)
func prefetchSiblings<Action>(
  of nodes: UnsafePointer<Node<Action>>, count: Int, before index: Int
) {
  if index == 0 { for first in 0..<min(count, 2) { prefetch(elementAt: nodes + first) } }
  if index + 2 < count { prefetch(elementAt: nodes + index + 2) }
  if index + 1 < count { prefetchChildren(of: nodes + index + 1) }
}

/// Starts loading the first cache line of the element at `nodes[index]`,
/// where its reference count is, when `index` is within `bounds`: enough
/// for a walk that only retains or releases the nodes it passes.
@inlinable @inline(__always)
func prefetchCount<Action>(
  of nodes: UnsafePointer<Node<Action>>, at index: Int, within bounds: Range<Int>
) {
  guard bounds.contains(index), let storage = storage(at: nodes + index) else { return }
  trellis_prefetch(UnsafeRawPointer(storage.toOpaque()))
}

/// How many siblings ahead a walk that retains or releases each one asks
/// for the next counts (``prefetchCount(of:at:within:)``).
@usableFromInline let countPrefetchDistance = 8
