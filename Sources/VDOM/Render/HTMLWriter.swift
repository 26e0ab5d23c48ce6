/// The one growing byte buffer HTML is rendered into, with the escaping
/// primitives. Runs of bytes that need no escaping are copied in one go.
struct HTMLWriter {
  var bytes: [UInt8]

  init(bytes: [UInt8] = []) {
    self.bytes = bytes
  }

  /// Appends literal markup.
  @inline(__always)
  mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a string as it is.
  @inline(__always)
  mutating func write(_ string: String) {
    withUTF8Bytes(string) { bytes.append(contentsOf: $0) }
  }

  /// Appends text content: `&`, `<` and `>` become entities.
  mutating func writeText(_ string: String) {
    withUTF8Bytes(string) { writeEscaped($0, quotes: false) }
  }

  /// Appends an attribute value for a double-quoted attribute: `&`, `<`,
  /// `>`, `"` and `'` become entities.
  mutating func writeAttributeValue(_ string: String) {
    withUTF8Bytes(string) { writeEscaped($0, quotes: true) }
  }

  /// Appends `count` spaces.
  mutating func writeIndent(_ count: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  @inline(__always)
  private mutating func writeEscaped(_ source: UnsafeBufferPointer<UInt8>, quotes: Bool) {
    var runStart = 0
    var index = 0
    let count = source.count
    while index < count {
      let byte = source[index]
      // Every byte that needs escaping is at most `>` (0x3E): one compare
      // keeps the common path short.
      if byte <= 0x3E, let entity = Self.entity(for: byte, quotes: quotes) {
        if runStart < index {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
        }
        write(entity)
        runStart = index + 1
      }
      index += 1
    }
    if runStart < count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count]))
    }
  }

  @inline(__always)
  private static func entity(for byte: UInt8, quotes: Bool) -> StaticString? {
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
@inline(__always)
func withUTF8Bytes<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
  if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
  return Array(string.utf8).withUnsafeBufferPointer(body)
}
