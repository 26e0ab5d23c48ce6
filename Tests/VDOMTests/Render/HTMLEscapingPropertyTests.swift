import Testing

@testable import VDOM

/// Random strings full of markup characters survive escaping: the output
/// holds no character that could end the text or the attribute, and
/// decoding the entities gives the string back.
@Suite struct HTMLEscapingPropertyTests {
  static let alphabet: [String] = [
    "<", ">", "&", "\"", "'", "a", "Z", "é", "😀", "\n", " ", "/", "=", ";", "#",
  ]

  static func decode(_ html: Substring) -> String {
    var result = ""
    var rest = html
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[ampersand...]
      let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
      guard let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) else {
        return "invalid"
      }
      result += character
      rest = rest.dropFirst(entity.count)
    }
    return result + rest
  }

  @Test func escapedTextAndAttributesDecodeToTheOriginal() {
    var generator = SeededGenerator(seed: 2024)
    for _ in 0..<2_000 {
      let length = Int.random(in: 0..<24, using: &generator)
      let string = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
        .joined()

      let text = HTMLRenderer.render(p { string } as Node<Never>)
      let textBody = text.dropFirst("<p>".count).dropLast("</p>".count)
      #expect(!textBody.contains("<") && !textBody.contains(">"))
      #expect(Self.decode(textBody) == string)

      let attribute = HTMLRenderer.render(div(.title(string)) as Node<Never>)
      let value = attribute.dropFirst(#"<div title=""#.count).dropLast(#""></div>"#.count)
      #expect(!value.contains { "<>\"'".contains($0) })
      #expect(Self.decode(value) == string)
    }
  }

  @Test func aMarkupCharacterAtEveryOffsetOfPlainTextIsEscaped() {
    // Plain text is skipped eight bytes at a time: each offset puts the
    // character at another place of a word, or in the bytes after the last.
    let plain = String(repeating: "col-md-1", count: 3)
    for character in ["<", ">", "&", "\"", "'"] {
      for offset in 0...plain.count {
        let string = String(plain.prefix(offset)) + character + plain.dropFirst(offset)
        let text = HTMLRenderer.render(p { string } as Node<Never>)
        let textBody = text.dropFirst("<p>".count).dropLast("</p>".count)
        #expect(!textBody.contains("<") && !textBody.contains(">"), "\(character) at \(offset)")
        #expect(Self.decode(textBody) == string, "\(character) at \(offset)")

        let attribute = HTMLRenderer.render(div(.title(string)) as Node<Never>)
        let value = attribute.dropFirst(#"<div title=""#.count).dropLast(#""></div>"#.count)
        #expect(!value.contains { "<>\"'".contains($0) }, "\(character) at \(offset)")
        #expect(Self.decode(value) == string, "\(character) at \(offset)")
      }
    }
  }
}
