/// The path of the node a diff is at: child indices from the root, on a
/// stack written in place.
///
/// An array would check that its buffer is unique on every push and pop,
/// two runtime calls per node of the tree, and copy itself after each
/// patch that kept it. Here the patches get an array made when they ask,
/// shared by those recorded at the same node.
@usableFromInline
struct DiffPath {
  @usableFromInline var buffer = PathBuffer(capacity: 32)
  @usableFromInline var count = 0
  /// The last array made and the count of pushes and pops it was made
  /// after; it stands for the path while no step was taken since.
  @usableFromInline var made: [Int] = []
  @usableFromInline var madeAt = 0
  @usableFromInline var steps = 0

  @inlinable
  init() {}

  /// The indices from the root, as patches store them.
  @inlinable
  var indices: [Int] {
    mutating get {
      if madeAt != steps {
        made = Array(UnsafeBufferPointer(start: buffer.start, count: count))
        madeAt = steps
      }
      return made
    }
  }

  /// Steps down into the child at `index`.
  @inlinable @inline(__always)
  mutating func push(_ index: Int) {
    if count == buffer.capacity { buffer = buffer.grown(keeping: count) }
    buffer.start[count] = index
    count += 1
    steps &+= 1
  }

  /// Steps back up to the parent.
  @inlinable @inline(__always)
  mutating func pop() {
    count -= 1
    steps &+= 1
  }
}

/// The memory of a ``DiffPath``, freed with its last holder. Its fields
/// never change, so reading them needs no exclusivity check.
@usableFromInline
final class PathBuffer {
  @usableFromInline let start: UnsafeMutablePointer<Int>
  @usableFromInline let capacity: Int

  @usableFromInline
  init(capacity: Int) {
    start = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  /// A buffer twice as large holding the first `count` indices of this one.
  @usableFromInline
  func grown(keeping count: Int) -> PathBuffer {
    let grown = PathBuffer(capacity: capacity * 2)
    grown.start.initialize(from: start, count: count)
    return grown
  }

  deinit {
    start.deallocate()
  }
}
