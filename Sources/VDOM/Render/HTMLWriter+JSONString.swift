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
    var index = 0
    let end = source.count
    while index < end {
      let byte = source[index]
      // Every byte either escape touches is a control character, one of
      // `"&'<>`, `\` or the lead byte of U+2028/U+2029: a shift and a test
      // below 0x40, where spaces and digits are the common bytes.
      let touched =
        byte < 0x40
        ? Self.jsonMarkupBytes >> UInt64(byte) & 1 != 0 : byte == 0x5C || byte == 0xE2
      guard touched else {
        index += 1
        continue
      }
      if let entity = Self.entity(for: byte, quotes: quotes) {
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
    }
    if runStart < end { write(UnsafeBufferPointer(rebasing: source[runStart..<end])) }
  }
}
