import CAllocator
import Testing

@testable import WebHost

/// ``FreedMemory``: the blocks a released tree leaves unmerged are merged
/// when asked, not at the next large request.
@Suite struct FreedMemoryTests {
  #if canImport(Glibc)
    @Test func mergingEmptiesTheFastBinsThisThreadFilled() {
      // 10,000 blocks of 64 bytes, as a released table's cells and labels:
      // past the per-thread cache's few, freed blocks stay in fast bins.
      let blocks = (0..<10_000).map { _ in
        UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
      }
      for block in blocks { block.deallocate() }
      let before = trellis_fast_bin_bytes()
      FreedMemory.merge()
      let after = trellis_fast_bin_bytes()
      // Other tests' threads may free into their own arenas meanwhile, so
      // the drop is checked, not an empty total.
      #expect(before >= 500_000, "\(before) bytes in fast bins after the frees")
      #expect(before - min(before, after) >= 500_000, "\(before) → \(after) bytes in fast bins")
    }
  #endif
}
