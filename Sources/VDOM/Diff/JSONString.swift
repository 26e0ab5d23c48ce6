/// The one JSON string escaper of the package: the patch encoder, the
/// host's wire messages and the renderer's markup inside a patch
/// (``HTMLWriter``'s `inJSONString`) all escape through it.
package enum JSONString {
  /// Appends `value` as a JSON string literal.
  package static func append(_ value: String, to bytes: inout [UInt8]) {
    withUTF8Bytes(value) { append(utf8: $0, to: &bytes) }
  }

  /// Appends UTF-8 text as a JSON string literal. Escapes what JSON requires,
  /// and U+2028/U+2029 too, so the text stays valid inside a script.
  package static func append(utf8 source: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = 0
    while index < source.count {
      // Most bytes are none of those `escape` looks at: four compares
      // pass them, where the switch took a jump table per byte.
      let byte = source[index]
      if byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0xE2 {
        index += 1
        continue
      }
      guard let escape = escape(source, at: index) else {
        index += 1
        continue
      }
      if runStart < index {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
      }
      escape.withBytes { bytes.append(contentsOf: $0) }
      index += escape.consumed
      runStart = index
    }
    if runStart < source.count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The escape of the character starting at `index`, or `nil` when JSON
  /// takes it as it is: `"`, `\`, control characters, and U+2028/U+2029.
  @inline(__always)
  static func escape(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Escape? {
    let byte = source[index]
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): return Escape(UInt8(ascii: "\\"), byte)
    case 0x0A: return Escape(UInt8(ascii: "\\"), UInt8(ascii: "n"))
    case 0x0D: return Escape(UInt8(ascii: "\\"), UInt8(ascii: "r"))
    case 0x09: return Escape(UInt8(ascii: "\\"), UInt8(ascii: "t"))
    case ..<0x20: return Escape(unicode: 0x00, byte)
    case 0xE2:
      guard index + 2 < source.count, source[index + 1] == 0x80,
        source[index + 2] == 0xA8 || source[index + 2] == 0xA9
      else { return nil }
      return Escape(unicode: 0x20, source[index + 2] == 0xA8 ? 0x28 : 0x29, consumed: 3)
    default: return nil
    }
  }

  /// The bytes that replace one character, and how many bytes it had.
  struct Escape {
    private var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
    private let count: Int
    /// How many bytes of the source the escape replaces.
    let consumed: Int

    /// A two-byte escape such as `\n`.
    init(_ first: UInt8, _ second: UInt8) {
      bytes = (first, second, 0, 0, 0, 0)
      count = 2
      consumed = 1
    }

    /// `\uHHLL`, for the code unit `high`·256 + `low`.
    init(unicode high: UInt8, _ low: UInt8, consumed: Int = 1) {
      let hex: StaticString = "0123456789abcdef"
      let digit = { (value: UInt8) in hex.utf8Start[Int(value & 0xF)] }
      bytes = (
        UInt8(ascii: "\\"), UInt8(ascii: "u"), digit(high >> 4), digit(high), digit(low >> 4),
        digit(low)
      )
      count = 6
      self.consumed = consumed
    }

    /// Calls `body` with the escape's bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      withUnsafeBytes(of: bytes) { raw in
        body(UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: count))
      }
    }
  }
}
