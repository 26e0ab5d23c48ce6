// Writing markup as the inside of a JSON string: see ``HTMLWriter``'s
// `inJSONString`. The escapes are exactly ``JSONString``'s, so the bytes are
// those of rendering first and escaping after.

extension HTMLWriter {
  /// Appends markup that is not HTML-escaped (raw nodes, style sheets, a
  /// kept newline); inside a JSON string it is still JSON-escaped.
  @usableFromInline
  mutating func writeVerbatim(_ source: UnsafeBufferPointer<UInt8>) {
    guard inJSONString else { return write(source) }
    var runStart = 0
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2,
        case let used = writeJSONEscape(of: source, at: index, flushingFrom: runStart), used > 0
      {
        index += used
        runStart = index
      } else {
        index += 1
      }
    }
    if runStart < source.count { write(UnsafeBufferPointer(rebasing: source[runStart...])) }
  }

  /// Appends markup that is not HTML-escaped.
  @usableFromInline
  mutating func writeVerbatim(_ string: String) {
    withUTF8Bytes(string) { writeVerbatim($0) }
  }

  /// `writeEscaped` for the inside of a JSON string: the same entities,
  /// then what JSON escapes (`"` in text, `\\`, control characters, and
  /// U+2028/U+2029 as ``JSONString`` does).
  mutating func writeEscapedInJSON(_ source: UnsafeBufferPointer<UInt8>, quotes: Bool) {
    var runStart = 0
    var index = 0
    let end = source.count
    while index < end {
      let byte = source[index]
      guard byte <= 0x3E || byte == 0x5C || byte == 0xE2 else {
        index += 1
        continue
      }
      if let entity = Self.entity(for: byte, quotes: quotes) {
        if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
        write(entity)
        index += 1
        runStart = index
      } else if case let used = writeJSONEscape(of: source, at: index, flushingFrom: runStart),
        used > 0
      {
        index += used
        runStart = index
      } else {
        index += 1
      }
    }
    if runStart < end { write(UnsafeBufferPointer(rebasing: source[runStart..<end])) }
  }

  /// Writes the JSON escape of the character at `index`, after the
  /// unwritten run from `runStart`; returns how many bytes it consumed, or
  /// 0 (writing nothing) when the character needs no escape.
  private mutating func writeJSONEscape(
    of source: UnsafeBufferPointer<UInt8>, at index: Int, flushingFrom runStart: Int
  ) -> Int {
    let byte = source[index]
    let escape: StaticString
    var used = 1
    switch byte {
    case 0x22: escape = "\\\""
    case 0x5C: escape = "\\\\"
    case 0x0A: escape = "\\n"
    case 0x0D: escape = "\\r"
    case 0x09: escape = "\\t"
    case 0xE2:
      guard index + 2 < source.count, source[index + 1] == 0x80,
        source[index + 2] == 0xA8 || source[index + 2] == 0xA9
      else { return 0 }
      escape = source[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
      used = 3
    case ..<0x20:
      if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
      let hex: StaticString = "0123456789abcdef"
      write("\\u00")
      write(byte: hex.utf8Start[Int(byte >> 4)])
      write(byte: hex.utf8Start[Int(byte & 0xF)])
      return 1
    default:
      return 0
    }
    if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
    write(escape)
    return used
  }
}
