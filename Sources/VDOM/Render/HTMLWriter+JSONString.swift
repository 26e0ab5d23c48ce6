// Writing markup as the inside of a JSON string: see ``HTMLWriter``'s
// `inJSONString`. The escapes are ``JSONString``'s own, so the bytes are
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
      guard let escape = JSONString.escape(source, at: index) else {
        index += 1
        continue
      }
      if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
      escape.withBytes { write($0) }
      index += escape.consumed
      runStart = index
    }
    if runStart < source.count { write(UnsafeBufferPointer(rebasing: source[runStart...])) }
  }

  /// Appends markup that is not HTML-escaped.
  @usableFromInline
  mutating func writeVerbatim(_ string: String) {
    withUTF8Bytes(string) { writeVerbatim($0) }
  }

  /// Bit `b` is set for each byte `b` below 0x40 either escape may touch:
  /// the control characters and `"&'<>`.
  @inline(__always)
  static var jsonMarkupBytes: UInt64 { 0xFFFF_FFFF | entityBytes }

  /// `writeEscaped` for the inside of a JSON string: the same entities,
  /// then ``JSONString``'s escapes (`"` in text, `\`, control characters,
  /// U+2028/U+2029).
  mutating func writeEscapedInJSON(_ source: UnsafeBufferPointer<UInt8>, quotes: Bool) {
    var runStart = 0
    var index = Self.firstEscapable(source, from: 0, quotes: quotes, json: true)
    let end = source.count
    while index < end {
      if let entity = Self.entity(for: source[index], quotes: quotes) {
        if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
        write(entity)
        index += 1
        runStart = index
      } else if let escape = JSONString.escape(source, at: index) {
        if runStart < index { write(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
        escape.withBytes { write($0) }
        index += escape.consumed
        runStart = index
      } else {
        index += 1
      }
      index = Self.firstEscapable(source, from: index, quotes: quotes, json: true)
    }
    if runStart < end { write(UnsafeBufferPointer(rebasing: source[runStart..<end])) }
  }
}
