import Trellis

/// An `application/x-www-form-urlencoded` body, decoded strictly: bounded
/// in fields, `%XX` escapes well formed, the result valid UTF-8 without
/// control characters other than tab and line breaks.
enum FormBody {
  /// The largest body accepted, in bytes.
  static let maxBytes = 64 * 1024
  /// The most fields accepted.
  static let maxFields = 512

  /// The fields of `bytes`, in order.
  static func fields(_ bytes: some Collection<UInt8>) throws(NoScriptError) -> [FormField] {
    guard bytes.count <= maxBytes else { throw NoScriptError("the form is too large") }
    var fields: [FormField] = []
    for pair in bytes.split(separator: UInt8(ascii: "&")) {
      guard fields.count < maxFields else { throw NoScriptError("the form has too many fields") }
      let halves = pair.split(
        separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      let name = try decode(halves[0])
      guard !name.isEmpty else { throw NoScriptError("a form field has no name") }
      fields.append(FormField(name: name, value: halves.count == 2 ? try decode(halves[1]) : ""))
    }
    return fields
  }

  /// One name or value: `+` is a space, `%XX` a byte.
  static func decode(_ part: some Collection<UInt8>) throws(NoScriptError) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(part.count)
    var iterator = part.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): output.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { throw NoScriptError("a form field has a broken %-escape") }
        output.append(high << 4 | low)
      default: output.append(byte)
      }
    }
    guard let text = String(validating: output, as: UTF8.self) else {
      throw NoScriptError("a form field is not valid UTF-8")
    }
    let allowed: Set<Unicode.Scalar> = ["\t", "\n", "\r"]
    if text.unicodeScalars.contains(where: {
      ($0.value < 0x20 || $0.value == 0x7F) && !allowed.contains($0)
    }) {
      throw NoScriptError("a form field holds a control character")
    }
    return text
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
