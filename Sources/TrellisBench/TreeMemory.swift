#if canImport(Glibc)
  import Glibc
#endif

/// Bytes the allocator hands out right now (glibc's main arena, which a
/// single-threaded benchmark allocates from); `nil` where it cannot tell.
func allocatedBytes() -> Int? {
  #if canImport(Glibc)
    return Int(mallinfo2().uordblks)
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
