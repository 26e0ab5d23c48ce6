import VDOM

/// An attribute as written in the source.
struct TokenAttribute: Sendable, Equatable {
  /// The name, lowercased as the HTML parser does.
  var name: String
  /// The value; `nil` when written without `=`.
  var value: String?
}

/// One token of HTML source, with the line it starts on.
enum HTMLToken: Equatable {
  /// `<name …>`; `rawName` keeps the source's case for SVG/MathML.
  case startTag(
    name: String, rawName: String, attributes: [TokenAttribute], selfClosing: Bool, line: Int)
  /// `</name>`.
  case endTag(name: String, line: Int)
  /// Character data; `line` is where its first non-whitespace character is.
  case text(isWhitespace: Bool, line: Int)
  /// A comment or a doctype: irrelevant to the tree's shape.
  case other
}

/// A small HTML5 tokenizer over UTF-8 bytes: enough of the standard's
/// tokenizer states to see the tags, attributes and text a browser sees.
///
/// It does not decode entities or build strings for text; the structure
/// checker only needs where things are.
struct HTMLTokenizer {
  private let bytes: [UInt8]
  private var index = 0
  /// The current 1-based line.
  private(set) var line = 1

  init(_ html: String) {
    bytes = Array(html.utf8)
  }

  /// The next token, or `nil` at the end of the input.
  mutating func next() -> HTMLToken? {
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count {
      let next = bytes[index + 1]
      if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") { return markupDeclaration() }
      if next == UInt8(ascii: "/"), index + 2 < bytes.count, isLetter(bytes[index + 2]) {
        return endTag()
      }
      if isLetter(next) { return startTag() }
    }
    return text()
  }

  /// Reads the content of a raw-text element (`<script>`, `<textarea>`…) up
  /// to, not including, its end tag.
  mutating func rawText(until name: String) -> HTMLToken? {
    let start = index
    let startLine = line
    let needle = Array(name.utf8)
    var sawContent = false
    var contentLine = line
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/"),
        matchesName(needle, at: index + 2)
      {
        break
      }
      if !sawContent && !isWhitespace(bytes[index]) {
        sawContent = true
        contentLine = line
      }
      advance()
    }
    guard index > start else { return nil }
    return .text(isWhitespace: !sawContent, line: sawContent ? contentLine : startLine)
  }

  private mutating func text() -> HTMLToken {
    let startLine = line
    var sawContent = false
    var contentLine = line
    repeat {
      if !sawContent && !isWhitespace(bytes[index]) {
        sawContent = true
        contentLine = line
      }
      advance()
    } while index < bytes.count && bytes[index] != UInt8(ascii: "<")
    return .text(isWhitespace: !sawContent, line: sawContent ? contentLine : startLine)
  }

  private mutating func markupDeclaration() -> HTMLToken {
    if starts(with: "<!--") {
      index += 4
      while index < bytes.count && !starts(with: "-->") { advance() }
      index = min(index + 3, bytes.count)
    } else {
      while index < bytes.count && bytes[index] != UInt8(ascii: ">") { advance() }
      index = min(index + 1, bytes.count)
    }
    return .other
  }

  private mutating func endTag() -> HTMLToken {
    let startLine = line
    index += 2
    let name = readName().lowercased()
    while index < bytes.count && bytes[index] != UInt8(ascii: ">") { advance() }
    index = min(index + 1, bytes.count)
    return .endTag(name: name, line: startLine)
  }

  private mutating func startTag() -> HTMLToken {
    let startLine = line
    index += 1
    let rawName = readName()
    var attributes: [TokenAttribute] = []
    var selfClosing = false
    while index < bytes.count {
      skipWhitespace()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        index += 1
        if index < bytes.count && bytes[index] == UInt8(ascii: ">") {
          selfClosing = true
          index += 1
          break
        }
        continue
      }
      attributes.append(readAttribute())
    }
    return .startTag(
      name: rawName.lowercased(), rawName: rawName, attributes: attributes,
      selfClosing: selfClosing,
      line: startLine)
  }

  /// The attribute-name state takes anything up to whitespace, `/`, `>` or
  /// `=` (a leading `=` belongs to the name), as a browser does.
  private mutating func readAttribute() -> TokenAttribute {
    let nameStart = index
    if bytes[index] == UInt8(ascii: "=") { index += 1 }
    while index < bytes.count {
      let byte = bytes[index]
      if isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "=")
      {
        break
      }
      index += 1
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      return TokenAttribute(name: name)
    }
    index += 1
    skipWhitespace()
    guard index < bytes.count else { return TokenAttribute(name: name, value: "") }
    let quote = bytes[index]
    let valueStart: Int
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      index += 1
      valueStart = index
      while index < bytes.count && bytes[index] != quote { advance() }
      let value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
      index = min(index + 1, bytes.count)
      return TokenAttribute(name: name, value: value)
    }
    valueStart = index
    while index < bytes.count && !isWhitespace(bytes[index]) && bytes[index] != UInt8(ascii: ">") {
      index += 1
    }
    return TokenAttribute(
      name: name, value: String(decoding: bytes[valueStart..<index], as: UTF8.self))
  }

  private mutating func readName() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count && isWhitespace(bytes[index]) { advance() }
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
    index += 1
  }

  private func starts(with prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return prefix.withUTF8Buffer { buffer in
      buffer.indices.allSatisfy { bytes[index + $0] == buffer[$0] }
    }
  }

  /// Whether the bytes at `position` are `name` (case-insensitively) followed
  /// by whitespace, `/` or `>`.
  private func matchesName(_ name: [UInt8], at position: Int) -> Bool {
    guard position + name.count <= bytes.count else { return false }
    for offset in name.indices where lowercase(bytes[position + offset]) != name[offset] {
      return false
    }
    let after = position + name.count
    guard after < bytes.count else { return true }
    return isWhitespace(bytes[after]) || bytes[after] == UInt8(ascii: "/")
      || bytes[after] == UInt8(ascii: ">")
  }
}

extension TokenAttribute {
  init(name: String) {
    self.init(name: name, value: nil)
  }
}

private func isWhitespace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
}

private func isLetter(_ byte: UInt8) -> Bool {
  (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
}

private func lowercase(_ byte: UInt8) -> UInt8 {
  byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
}
