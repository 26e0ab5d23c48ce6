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
  /// While a row is written as its holes alone, how many holes lie between
  /// the reference row's and this row's first: a value of the same bits as
  /// the reference's at the same place is then not written again, its
  /// hole is the reference's (``borrowHole()``). `nil` otherwise.
  @usableFromInline var borrowedHoleOffset: Int? = nil

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
    Self.copySmall(
      from: UnsafeRawPointer(start), count: source.count, to: UnsafeMutableRawPointer(base + count))
    count &+= source.count
  }

  /// Copies `count` bytes; up to 16 in two overlapping loads and stores of
  /// one width, never reading or writing outside either range. Most writes
  /// are a tag or attribute name of a few bytes, for which a call to
  /// `memmove` cost more than the copy.
  @inlinable @inline(__always)
  static func copySmall(
    from source: UnsafeRawPointer, count: Int, to target: UnsafeMutableRawPointer
  ) {
    switch count {
    case 8...16:
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      target.storeBytes(of: head, as: UInt64.self)
      target.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
    case 4..<8:
      let head = source.loadUnaligned(as: UInt32.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
      target.storeBytes(of: head, as: UInt32.self)
      target.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
    case 2..<4:
      let head = source.loadUnaligned(as: UInt16.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
      target.storeBytes(of: head, as: UInt16.self)
      target.storeBytes(of: tail, toByteOffset: count &- 2, as: UInt16.self)
    case 1:
      target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
    case 0:
      break
    default:
      target.copyMemory(from: source, byteCount: count)
    }
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
    recordHole(offset: count)
  }

  /// Appends `offset` to the holes, when holes are recorded.
  @inlinable @inline(__always)
  mutating func recordHole(offset: Int) {
    guard let holeBase else { return }
    if holeCount == holeCapacity { return growHoles(recording: offset) }
    holeBase[holeCount] = offset
    holeCount &+= 1
  }

  /// Records as the next hole the reference row's hole at the same place
  /// (see ``borrowedHoleOffset``): the same bytes, written once.
  @inlinable
  mutating func borrowHole(offset: Int) {
    guard let holeBase else { return }
    let at = holeCount - offset
    let end = holeBase[at + 1]
    recordHole(offset: holeBase[at])
    recordHole(offset: end)
  }

  /// Starts recording holes, with room for `capacity` offsets.
  @usableFromInline
  mutating func recordHoles(capacity: Int) {
    holeCapacity = max(capacity, 64)
    holeBase = Self.reallocate(nil, count: holeCapacity)
  }

  /// Doubles the room for holes and records `offset`.
  @usableFromInline
  mutating func growHoles(recording offset: Int) {
    holeCapacity *= 2
    holeBase = Self.reallocate(holeBase, count: holeCapacity)
    recordHole(offset: offset)
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
    var index = Self.firstEscapable(source, from: 0, quotes: quotes, json: false)
    let end = source.count
    while index < end {
      if let entity = Self.entity(for: source[index], quotes: quotes) {
        if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
        write(entity)
        runStart = index + 1
      }
      index = Self.firstEscapable(source, from: index + 1, quotes: quotes, json: false)
    }
    if runStart < end { write(UnsafeBufferPointer(rebasing: source[runStart..<end])) }
  }

  /// The index of the first byte from `start` on that an escape may touch
  /// (`source.count` if none): for HTML one of `&<>` (and `"'` in quotes),
  /// for the inside of a JSON string also `"`, `\`, a control character or
  /// the lead byte of U+2028/U+2029. Eight bytes at a time while none is
  /// there (labels and class names rarely hold one), then byte by byte.
  @inline(__always)
  static func firstEscapable(
    _ source: UnsafeBufferPointer<UInt8>, from start: Int, quotes: Bool, json: Bool
  ) -> Int {
    guard let base = source.baseAddress else { return start }
    var index = start
    let end = source.count
    while index &+ 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if mayHoldEscapable(word, quotes: quotes, json: json) { break }
      index &+= 8
    }
    let bits = json ? jsonMarkupBytes : quotes ? entityBytes : textEntityBytes
    while index < end {
      let byte = base[index]
      if byte < 0x40 ? bits >> UInt64(byte) & 1 != 0 : json && (byte == 0x5C || byte == 0xE2) {
        return index
      }
      index &+= 1
    }
    return end
  }

  /// Whether one of the eight bytes of `word` is one `firstEscapable` stops
  /// at: exact, from the test for a zero byte applied to `word` xor each
  /// wanted byte (and, for JSON, the test for a byte below 0x20).
  @inline(__always)
  static func mayHoldEscapable(_ word: UInt64, quotes: Bool, json: Bool) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func holds(_ byte: UInt64) -> UInt64 {
      let x = word ^ (ones &* byte)
      return (x &- ones) & ~x & highs
    }
    var found = holds(0x26) | holds(0x3C) | holds(0x3E)
    if quotes || json { found |= holds(0x22) }
    if quotes { found |= holds(0x27) }
    if json { found |= holds(0x5C) | holds(0xE2) | ((word &- ones &* 0x20) & ~word & highs) }
    return found != 0
  }

  /// Bit `b` is set for each byte `b` below 0x40 that `entity(for:quotes:)`
  /// may replace: `"`, `&`, `'`, `<`, `>`.
  @inline(__always)
  static var entityBytes: UInt64 { 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E }

  /// ``entityBytes`` outside quotes: `&`, `<`, `>`.
  @inline(__always)
  static var textEntityBytes: UInt64 { 1 << 0x26 | 1 << 0x3C | 1 << 0x3E }

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
