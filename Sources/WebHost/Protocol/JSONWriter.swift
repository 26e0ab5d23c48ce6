import VDOM

/// Writes one flat JSON object field by field, compactly; strings go through
/// VDOM's `JSONString`, the package's one escaper.
struct JSONWriter {
  private var bytes: [UInt8] = [UInt8(ascii: "{")]
  private var first = true

  mutating func field(_ name: String, _ value: String) {
    key(name)
    JSONString.append(value, to: &bytes)
  }

  mutating func field(_ name: String, _ value: Int) {
    key(name)
    bytes.append(contentsOf: String(value).utf8)
  }

  mutating func field(_ name: String, _ value: Bool) {
    key(name)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  mutating func field(_ name: String, _ value: [Int]) {
    key(name)
    bytes.append(contentsOf: "[\(value.map(String.init).joined(separator: ","))]".utf8)
  }

  mutating func field(_ name: String, _ value: [[String]]) {
    key(name)
    bytes.append(UInt8(ascii: "["))
    for (index, row) in value.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "["))
      for (column, item) in row.enumerated() {
        if column > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONString.append(item, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Inserts already-encoded JSON as the field's value.
  mutating func rawField(_ name: String, _ json: String) {
    key(name)
    bytes.append(contentsOf: json.utf8)
  }

  mutating func finish() -> String {
    bytes.append(UInt8(ascii: "}"))
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func key(_ name: String) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
    JSONString.append(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }
}
