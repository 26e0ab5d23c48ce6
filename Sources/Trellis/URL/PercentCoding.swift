/// Percent-encoding of URL components (RFC 3986), strict on decoding.
enum PercentCoding {
  /// Encodes everything but unreserved characters (and `/` when asked).
  static func encode(_ text: String, keepingSlashes: Bool = false) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if isUnreserved(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0xF)])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes `%XX` escapes (and `+` as a space in queries); the result must
  /// be valid UTF-8 without control characters.
  static func decode(_ text: Substring, plusIsSpace: Bool) throws(URLStateError) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { throw .malformed("a “%” escape is not followed by two hex digits") }
        output.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        output.append(UInt8(ascii: " "))
      default:
        output.append(byte)
      }
    }
    guard let decoded = String(validating: output, as: UTF8.self) else {
      throw .malformed("an escape does not decode to UTF-8 text")
    }
    if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      throw .malformed("the address contains control characters")
    }
    return decoded
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
