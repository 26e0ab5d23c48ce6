import NIOCore
import Testing

@testable import WebHost

@Suite struct SmallReadAllocatorTests {
  @Test func itSitsInlineInAnExistential() {
    // Three words: what an existential holds without a box.
    #expect(MemoryLayout<SmallReadAllocator>.size <= 3 * MemoryLayout<Int>.size)
  }

  @Test func readsGrowWhileTheyFillTheirBufferUpToTheMaximum() {
    var allocator = SmallReadAllocator(initial: 256, maximum: 1024)
    #expect(allocator.buffer(allocator: ByteBufferAllocator()).capacity >= 256)
    let grew = [256, 512, 1024].map { allocator.record(actualReadBytes: $0) }
    #expect(grew == [true, true, false])
    #expect(allocator.nextBufferSize() == 1024)
  }

  @Test func readsShrinkAfterTwoSmallOnesButNotBelowTheStart() {
    var allocator = SmallReadAllocator(initial: 256, maximum: 4096)
    _ = allocator.record(actualReadBytes: 256)
    _ = allocator.record(actualReadBytes: 512)
    #expect(allocator.nextBufferSize() == 1024)
    _ = allocator.record(actualReadBytes: 10)
    #expect(allocator.nextBufferSize() == 1024)
    _ = allocator.record(actualReadBytes: 10)
    #expect(allocator.nextBufferSize() == 512)
    _ = allocator.record(actualReadBytes: 10)
    _ = allocator.record(actualReadBytes: 10)
    _ = allocator.record(actualReadBytes: 10)
    _ = allocator.record(actualReadBytes: 10)
    #expect(allocator.nextBufferSize() == 256)
  }
}
