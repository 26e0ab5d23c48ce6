import Synchronization

/// A writer's memory, kept for the next render.
struct SpareBuffer: @unchecked Sendable {
  // Unchecked: the pointer is owned by whoever holds this value, and it is
  // only ever moved in and out of the mutex below, never shared.
  var base: UnsafeMutablePointer<UInt8>
  var capacity: Int
}

extension HTMLWriter {
  /// One buffer kept between renders. A fresh multi-megabyte buffer costs a
  /// page fault per 4 KiB the first time it is written (about 2 ms for a
  /// 10,000-row table on a small VM), as much as a fifth of the render.
  static let spare = Mutex<SpareBuffer?>(nil)

  /// Buffers larger than this are freed rather than kept idle.
  static let largestSpare = 16 << 20
}
