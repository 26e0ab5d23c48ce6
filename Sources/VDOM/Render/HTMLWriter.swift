import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one growing byte buffer HTML is rendered into, with the escaping
/// primitives. Runs of bytes that need no escaping are copied in one go.
///
/// It manages its memory itself, doubling as needed: appends of a few bytes
/// are the common case and must cost a compare and a store, not a call.
/// Whoever creates one calls ``deallocate()`` when done with ``bytes``.
///
/// A writer made `inJSONString` writes the same markup already escaped as
/// the content of a JSON string (the patch encoder's inserted nodes): the
/// escaping happens in the one pass over the text, instead of a second
/// pass over the whole markup, which had to escape every attribute quote.
@usableFromInline
struct HTMLWriter {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var count: Int
  @usableFromInline var capacity: Int
  /// Whether the output is the inside of a JSON string literal.
  @usableFromInline let inJSONString: Bool
  /// Where each text and attribute value starts and ends, in pairs of
  /// offsets, when recorded (a patch's row template, see `PatchTemplate`):
  /// managed like the bytes, since a table's rows mark tens of thousands.
  @usableFromInline var holeBase: UnsafeMutablePointer<Int>? = nil
  @usableFromInline var holeCount = 0
  @usableFromInline var holeCapacity = 0

  /// A writer with the spare buffer of an earlier render, or a new one.
  @usableFromInline
  init(inJSONString: Bool = false) {
    self.inJSONString = inJSONString
    if let spare = Self.spare.withLock({ $0.take() }) {
      base = spare.base
      capacity = spare.capacity
    } else {
      capacity = 4096
      base = Self.reallocate(nil, count: capacity)
    }
    count = 0
  }

  /// Gives the memory back; the writer must not be used afterwards.
  @usableFromInline
  func deallocate() {
    if let holeBase { free(holeBase) }
    guard capacity <= Self.largestSpare else { return free(base) }
    let kept = Self.spare.withLock { slot in
      guard slot == nil else { return false }
      slot = SpareBuffer(base: base, capacity: capacity)
      return true
    }
    if !kept { free(base) }
  }

  /// The bytes written so far.
  @inlinable
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  @inlinable @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(toFit: extra) }
  }

  /// Doubles the capacity until `extra` more bytes fit. `realloc` grows
  /// large blocks by remapping pages instead of copying them into fresh
  /// memory, which would fault every page in again.
  @usableFromInline
  mutating func grow(toFit extra: Int) {
    var newCapacity = capacity * 2
    while newCapacity < count + extra { newCapacity *= 2 }
    base = Self.reallocate(base, count: newCapacity)
    capacity = newCapacity
  }

  /// `realloc` (`malloc` for `nil`) of room for `count` values; a render
  /// cannot go on without it, so running out of memory stops the process.
  @usableFromInline
  static func reallocate<Value>(_ memory: UnsafeMutablePointer<Value>?, count: Int)
    -> UnsafeMutablePointer<Value>
  {
    guard let memory = realloc(memory, count * MemoryLayout<Value>.stride) else {
      fatalError("out of memory rendering HTML")
    }
    return memory.assumingMemoryBound(to: Value.self)
  }

  /// Appends one byte.
  @inlinable @inline(__always)
  mutating func write(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Appends bytes as they are.
  @inlinable @inline(__always)
  mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    guard let start = source.baseAddress else { return }
    reserve(source.count)
    (base + count).update(from: start, count: source.count)
    count &+= source.count
  }

  /// Appends literal markup.
  @inlinable @inline(__always)
  mutating func write(_ literal: StaticString) {
    write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends a string as it is.
  @inlinable @inline(__always)
  mutating func write(_ string: String) {
    withUTF8Bytes(string) { write($0) }
  }

  /// Appends text content: `&`, `<` and `>` become entities.
  @usableFromInline
  mutating func writeText(_ string: String) {
    markHole()
    withUTF8Bytes(string) { text in
      if inJSONString {
        writeEscapedInJSON(text, quotes: false)
      } else {
        writeEscaped(text, quotes: false)
      }
    }
    markHole()
  }

  /// Records the offset where a hole (a value that may differ between rows
  /// of one shape) starts or ends, when holes are recorded.
  @inlinable @inline(__always)
  mutating func markHole() {
    guard let holeBase else { return }
    if holeCount == holeCapacity { return growHoles() }
    holeBase[holeCount] = count
    holeCount &+= 1
  }

  /// Starts recording holes, with room for `capacity` offsets.
  @usableFromInline
  mutating func recordHoles(capacity: Int) {
    holeCapacity = max(capacity, 64)
    holeBase = Self.reallocate(nil, count: holeCapacity)
  }

  /// Doubles the room for holes and records the current one.
  @usableFromInline
  mutating func growHoles() {
    holeCapacity *= 2
    holeBase = Self.reallocate(holeBase, count: holeCapacity)
    markHole()
  }

  /// The holes recorded so far.
  @inlinable
  var holes: UnsafeBufferPointer<Int> { UnsafeBufferPointer(start: holeBase, count: holeCount) }

  /// Appends an attribute value for a double-quoted attribute: `&`, `<`,
  /// `>`, `"` and `'` become entities.
  @usableFromInline
  mutating func writeAttributeValue(_ string: String) {
    withUTF8Bytes(string) { value in
      if inJSONString {
        writeEscapedInJSON(value, quotes: true)
      } else {
        writeEscaped(value, quotes: true)
      }
    }
  }

  /// Appends the `"` that opens or closes an attribute value.
  @inlinable @inline(__always)
  mutating func writeQuote() {
    if inJSONString { write(byte: UInt8(ascii: "\\")) }
    write(byte: UInt8(ascii: "\""))
  }

  /// Appends `count` spaces.
  @usableFromInline
  mutating func writeIndent(_ spaces: Int) {
    reserve(spaces)
    (base + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
    count += spaces
  }

  @inline(__always)
  private mutating func writeEscaped(_ source: UnsafeBufferPointer<UInt8>, quotes: Bool) {
    var runStart = 0
    var index = 0
    let end = source.count
    while index < end {
      let byte = source[index]
      // One shift and test: `byte <= 0x3E` alone sent every space and
      // digit of a label down the `switch`.
      if byte < 0x40, Self.entityBytes >> UInt64(byte) & 1 != 0,
        let entity = Self.entity(for: byte, quotes: quotes)
      {
        if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
        write(entity)
        runStart = index + 1
      }
      index += 1
    }
    if runStart < end { write(UnsafeBufferPointer(rebasing: source[runStart..<end])) }
  }

  /// Bit `b` is set for each byte `b` below 0x40 that `entity(for:quotes:)`
  /// may replace: `"`, `&`, `'`, `<`, `>`.
  @inline(__always)
  static var entityBytes: UInt64 { 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E }

  @inline(__always)
  static func entity(for byte: UInt8, quotes: Bool) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): return "&amp;"
    case UInt8(ascii: "<"): return "&lt;"
    case UInt8(ascii: ">"): return "&gt;"
    case UInt8(ascii: "\"") where quotes: return "&quot;"
    case UInt8(ascii: "'") where quotes: return "&#39;"
    default: return nil
    }
  }
}

/// Calls `body` with the UTF-8 bytes of `string`, without copying them when
/// the string is stored contiguously (native Swift strings are).
@inlinable @inline(__always)
func withUTF8Bytes<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
  -> Result
{
  if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
  return Array(string.utf8).withUnsafeBufferPointer(body)
}
