import Foundation
import VDOM

/// Parses the HTML a Trellis server sends (a page's body, a patch's nodes)
/// into ``DOMNode``s: elements with quoted or bare attributes, void
/// elements, raw text in `script`, `style`, `textarea` and `title`, the
/// character references `HTMLRenderer` writes, and comments (dropped).
/// It is lenient as a browser is: a stray end tag closes up to its match
/// or is ignored; what is still open at the end is closed.
struct HTMLParser {
  /// Elements with no end tag (VDOM's one table).
  static var voidElements: Set<String> { VoidElements.names }
  /// Elements whose content is text up to their end tag.
  static let rawTextElements: Set<String> = ["script", "style", "textarea", "title"]

  private let characters: [Character]
  private var index = 0

  /// The nodes of `html`, in order.
  static func parse(_ html: String) -> [DOMNode] {
    var parser = HTMLParser(characters: Array(html))
    return parser.nodes()
  }

  private init(characters: [Character]) { self.characters = characters }

  private mutating func nodes() -> [DOMNode] {
    let top = DOMNode(tag: "#fragment")
    var open: [DOMNode] = [top]
    var text = ""
    func flush() {
      guard !text.isEmpty else { return }
      open[open.count - 1].insert([DOMNode(text: Self.decode(text))], at: open.last!.children.count)
      text = ""
    }
    while index < characters.count {
      let character = characters[index]
      guard character == "<", index + 1 < characters.count else {
        text.append(character)
        index += 1
        continue
      }
      let next = characters[index + 1]
      if next == "!" {
        flush()
        skipComment()
      } else if next == "/" {
        flush()
        let name = endTag()
        if let match = open.lastIndex(where: { $0.tag == name }), match > 0 {
          open.removeSubrange(match...)
        }
      } else if next.isLetter {
        flush()
        let (element, selfClosing) = startTag()
        open[open.count - 1].insert([element], at: open.last!.children.count)
        let tag = element.tag ?? ""
        if Self.rawTextElements.contains(tag) {
          let raw = rawText(until: tag)
          if !raw.isEmpty {
            element.insert(
              [DOMNode(text: tag == "textarea" || tag == "title" ? Self.decode(raw) : raw)], at: 0)
          }
        } else if !selfClosing && !Self.voidElements.contains(tag) {
          open.append(element)
        }
      } else {
        text.append(character)
        index += 1
      }
    }
    flush()
    let nodes = top.children
    for node in nodes { node.parent = nil }
    return nodes
  }

  private mutating func skipComment() {
    let rest = String(characters[index...])
    if rest.hasPrefix("<!--"), let end = rest.range(of: "-->") {
      index += rest.distance(from: rest.startIndex, to: end.upperBound)
    } else if let end = rest.firstIndex(of: ">") {
      index += rest.distance(from: rest.startIndex, to: end) + 1
    } else {
      index = characters.count
    }
  }

  private mutating func endTag() -> String {
    index += 2
    let name = name()
    while index < characters.count, characters[index] != ">" { index += 1 }
    index += 1
    return name
  }

  private mutating func startTag() -> (DOMNode, Bool) {
    index += 1
    let element = DOMNode(tag: name())
    var selfClosing = false
    while index < characters.count {
      skipSpace()
      guard index < characters.count else { break }
      let character = characters[index]
      if character == ">" {
        index += 1
        break
      }
      if character == "/" {
        selfClosing = true
        index += 1
        continue
      }
      let attribute = name()
      if attribute.isEmpty {
        index += 1
        continue
      }
      skipSpace()
      var value = ""
      if index < characters.count, characters[index] == "=" {
        index += 1
        skipSpace()
        value = Self.decode(attributeValue())
      }
      element.attributes.append((attribute, value))
    }
    return (element, selfClosing)
  }

  private mutating func attributeValue() -> String {
    guard index < characters.count else { return "" }
    let quote = characters[index]
    var value = ""
    if quote == "\"" || quote == "'" {
      index += 1
      while index < characters.count, characters[index] != quote {
        value.append(characters[index])
        index += 1
      }
      index += 1
    } else {
      while index < characters.count, !characters[index].isWhitespace, characters[index] != ">" {
        value.append(characters[index])
        index += 1
      }
    }
    return value
  }

  private mutating func name() -> String {
    var name = ""
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace || character == ">" || character == "/" || character == "=" {
        break
      }
      name.append(character)
      index += 1
    }
    return name.lowercased()
  }

  private mutating func skipSpace() {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
  }

  private mutating func rawText(until tag: String) -> String {
    let rest = String(characters[index...])
    guard let end = rest.range(of: "</\(tag)", options: .caseInsensitive) else {
      index = characters.count
      return rest
    }
    index += rest.distance(from: rest.startIndex, to: end.lowerBound)
    _ = endTag()
    return String(rest[..<end.lowerBound])
  }

  /// `text` with its character references replaced.
  static func decode(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var decoded = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      decoded += rest[..<ampersand]
      rest = rest[ampersand...]
      guard let semicolon = rest.prefix(12).firstIndex(of: ";"),
        let character = reference(rest[rest.index(after: ampersand)..<semicolon])
      else {
        decoded.append("&")
        rest = rest.dropFirst()
        continue
      }
      decoded.append(character)
      rest = rest[rest.index(after: semicolon)...]
    }
    return decoded + rest
  }

  private static func reference(_ name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return "\u{A0}"
    default:
      guard name.first == "#" else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}
