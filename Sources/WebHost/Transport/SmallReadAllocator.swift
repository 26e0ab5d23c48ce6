import NIOCore

/// A socket's receive allocator small enough to sit inline in the
/// channel's `RecvByteBufferAllocator` existential (NIO's adaptive one is
/// boxed: 56 bytes more per socket). Reads start at `initial` bytes, double
/// while a read fills its buffer (up to `maximum`), and halve (not below
/// `initial`) after two reads in a row that fill a quarter or less.
struct SmallReadAllocator: RecvByteBufferAllocator {
  /// The size of the next read.
  private(set) var size: UInt32
  let initial: UInt32
  let maximum: UInt32
  /// Whether the last read filled a quarter of its buffer or less.
  private var lastWasSmall = false

  init(initial: Int, maximum: Int) {
    precondition(0 < initial && initial <= maximum && maximum <= Int(UInt32.max))
    self.initial = UInt32(initial)
    self.maximum = UInt32(maximum)
    self.size = UInt32(initial)
  }

  func nextBufferSize() -> Int? { Int(size) }

  func buffer(allocator: ByteBufferAllocator) -> ByteBuffer {
    allocator.buffer(capacity: Int(size))
  }

  mutating func record(actualReadBytes: Int) -> Bool {
    if actualReadBytes >= Int(size) && size < maximum {
      size = min(size * 2, maximum)
      lastWasSmall = false
      return true
    }
    guard actualReadBytes <= Int(size / 4), size > initial else {
      lastWasSmall = false
      return false
    }
    if lastWasSmall {
      size = max(size / 2, initial)
      lastWasSmall = false
    } else {
      lastWasSmall = true
    }
    return false
  }
}
