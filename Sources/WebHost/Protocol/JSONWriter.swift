/// Writes one flat JSON object field by field, compactly.
struct JSONWriter {
  private var text = "{"
  private var first = true

  mutating func field(_ name: String, _ value: String) {
    key(name)
    Self.appendString(value, to: &text)
  }

  mutating func field(_ name: String, _ value: Int) {
    key(name)
    text += String(value)
  }

  mutating func field(_ name: String, _ value: Bool) {
    key(name)
    text += value ? "true" : "false"
  }

  mutating func field(_ name: String, _ value: [[String]]) {
    key(name)
    text += "["
    for (index, row) in value.enumerated() {
      text += index == 0 ? "[" : ",["
      for (column, item) in row.enumerated() {
        if column > 0 { text += "," }
        Self.appendString(item, to: &text)
      }
      text += "]"
    }
    text += "]"
  }

  /// Inserts already-encoded JSON as the field's value.
  mutating func rawField(_ name: String, _ json: String) {
    key(name)
    text += json
  }

  mutating func finish() -> String {
    text + "}"
  }

  private mutating func key(_ name: String) {
    if !first { text += "," }
    first = false
    Self.appendString(name, to: &text)
    text += ":"
  }

  /// Escapes quotes, backslashes, control characters, and U+2028/U+2029 (so
  /// that the text is also safe inside a script).
  static func appendString(_ value: String, to text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
