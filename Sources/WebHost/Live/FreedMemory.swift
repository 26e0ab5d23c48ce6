import CAllocator

/// Merges the small blocks a released tree gave back, right after the
/// release instead of at the next event.
///
/// glibc keeps freed blocks of up to 128 bytes in "fast bins", unmerged,
/// until a request for a large block merges them all (`malloc_consolidate`).
/// A replaced 1,000-row table leaves thousands there, and the next event's
/// first large request (its task's first slab) merged them before its own
/// work: 15–23 % of the samples of an "Update every 10th row" that followed
/// a "Create 1,000 rows". Asked for at once, after the frame has left, the
/// merge no longer holds up the next event.
enum FreedMemory {
  /// Merges this thread's arena's freed blocks (`trellis_merge_freed_blocks`).
  static func merge() {
    trellis_merge_freed_blocks()
  }
}
