#if canImport(Glibc)
  import Glibc
#endif

/// Bytes the allocator hands out right now: glibc's `mallinfo2`, in-use
/// chunks of the main arena (which a single-threaded benchmark allocates
/// from) plus mmapped blocks; `nil` where it cannot tell.
func allocatedBytes() -> Int? {
  #if os(Linux) && arch(x86_64)
    // `mallinfo2` is not in Swift's Glibc module, so it is looked up. It
    // returns a struct of ten `size_t`s; the x86-64 System V ABI returns
    // such a struct through a pointer passed as the first argument, so it
    // is called as a function taking that pointer.
    typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
    let mallinfo2 = unsafeBitCast(symbol, to: MallInfo2.self)
    var fields = [Int](repeating: 0, count: 10)
    fields.withUnsafeMutableBytes { _ = mallinfo2($0.baseAddress!) }
    // hblkhd (mmapped bytes) and uordblks (bytes in use in the arena).
    return fields[4] + fields[7]
  #else
    return nil
  #endif
}

/// The bytes `make` allocates and its result still holds while it lives:
/// allocated after minus allocated before, read with the result alive.
func bytesHeld<Value>(by make: () -> Value) -> Int? {
  guard let before = allocatedBytes() else { return nil }
  let value = make()
  return withExtendedLifetime(value) {
    allocatedBytes().map { $0 - before }
  }
}
