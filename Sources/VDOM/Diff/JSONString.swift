/// The one JSON string escaper of the package: the patch encoder and the
/// host's wire messages both write strings through it.
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
      let byte = source[index]
      let isSeparator =
        byte == 0xE2 && index + 2 < source.count && source[index + 1] == 0x80
        && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9)
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || isSeparator
      else {
        index += 1
        continue
      }
      if runStart < index {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
      }
      bytes.append(UInt8(ascii: "\\"))
      if isSeparator {
        bytes.append(contentsOf: Array("u202".utf8))
        bytes.append(source[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
        index += 3
        runStart = index
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
      case 0x0A: bytes.append(UInt8(ascii: "n"))
      case 0x0D: bytes.append(UInt8(ascii: "r"))
      case 0x09: bytes.append(UInt8(ascii: "t"))
      default:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [
          UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      }
      index += 1
      runStart = index
    }
    if runStart < source.count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
