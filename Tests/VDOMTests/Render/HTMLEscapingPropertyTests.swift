import Testing

@testable import VDOM

/// Random strings full of markup characters survive escaping: the output
/// holds no character that could end the text or the attribute, and
/// decoding the entities gives the string back.
@Suite struct HTMLEscapingPropertyTests {
  static let alphabet: [String] = [
    "<", ">", "&", "\"", "'", "a", "Z", "é", "😀", "\n", " ", "/", "=", ";", "#",
  ]

  /// A small seeded generator, so a failure can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
  }

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
    var generator = Generator(state: 2024)
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
}
