import Testing

@testable import VDOM

/// Markup written straight into a JSON string (the patch encoder's inserted
/// nodes) is byte for byte the rendered markup escaped by ``JSONString``.
@Suite struct HTMLWriterJSONStringTests {
  /// Every character either escaping treats specially, and some that only
  /// look like it: `→` starts with the same byte as U+2028.
  static let alphabet: [String] = [
    "<", ">", "&", "\"", "'", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "\u{7F}", "\u{2028}",
    "\u{2029}", "→", "a", "é", "😀", " ", "/", "</style", "</STYLE>",
  ]

  static func viaJSONString(_ nodes: [Node<Int>]) -> String {
    var bytes: [UInt8] = []
    HTMLRenderer().render(nodes, into: &bytes)
    var escaped: [UInt8] = []
    bytes.withUnsafeBufferPointer { JSONString.append(utf8: $0, to: &escaped) }
    return String(decoding: escaped, as: UTF8.self)
  }

  static func direct(_ nodes: [Node<Int>]) -> String {
    var bytes: [UInt8] = []
    HTMLRenderer().renderJSONString(nodes, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func nodes(with string: String) -> [Node<Int>] {
    var binding = click(1, debounce: 30)
    binding.id = 4
    binding.options.keys = [string, "Enter"]
    return [
      .text(string),
      .raw(string),
      el("p", [.init("title", string), .init("hidden", nil)], [.text(string)]),
      el("a", [.init("href", "javascript:" + string)], []),
      el("button", [], events: [binding], [.text(string)]),
      el("style", [.text("p::after { content: \"\(string)\" }")]),
      el("pre", [.text("\n" + string)]),
      el("textarea", [.text("\n" + string)]),
      el("title", [.text(string)]),
      el("bad tag", [.text(string)]),
    ]
  }

  @Test func eachSpecialCharacterEscapesAsJSONStringWould() {
    for character in Self.alphabet {
      let nodes = Self.nodes(with: "x" + character + "y" + character)
      #expect(Self.direct(nodes) == Self.viaJSONString(nodes), "\(character.unicodeScalars)")
    }
  }

  @Test func randomStringsEscapeAsJSONStringWould() {
    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<500 {
      let length = Int.random(in: 0..<16, using: &generator)
      let string = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
        .joined()
      let nodes = Self.nodes(with: string)
      #expect(Self.direct(nodes) == Self.viaJSONString(nodes), "\(string.unicodeScalars)")
    }
  }

  @Test func everyASCIICharacterEscapesAsJSONStringWouldAndAsHTMLMust() {
    for value in 0..<128 {
      let character = String(UnicodeScalar(UInt8(value)))
      let nodes = Self.nodes(with: "x" + character + "1 " + character)
      #expect(Self.direct(nodes) == Self.viaJSONString(nodes), "\(value)")
      let entity = ["&": "&amp;", "<": "&lt;", ">": "&gt;"][character] ?? character
      let quoted = ["\"": "&quot;", "'": "&#39;"][character] ?? entity
      #expect(HTMLRenderer.render(Node<Int>.text(character)) == entity, "\(value)")
      #expect(
        HTMLRenderer.render(el("p", [.init("title", character)], [])) == #"<p title=""# + quoted
          + #""></p>"#, "\(value)")
    }
  }

  @Test func aSpecialCharacterAtEveryOffsetOfPlainTextEscapesAsJSONStringWould() {
    // Plain text is skipped eight bytes at a time: each offset puts the
    // character at another place of a word, or in the bytes after the last.
    for character in Self.alphabet {
      for offset in 0...20 {
        let plain = String(repeating: "abcdefgh", count: 3)
        let string =
          String(plain.prefix(offset)) + character + plain.dropFirst(offset) + character
        let nodes = Self.nodes(with: string)
        #expect(
          Self.direct(nodes) == Self.viaJSONString(nodes),
          "\(character.unicodeScalars) at \(offset)")
      }
    }
  }

  @Test func aTruncatedSeparatorAtTheEndIsCopied() {
    // 0xE2 0x80 without its third byte cannot come from a Swift string, but
    // raw markup bytes are copied as they are: the escape must not read past them.
    let cut = String(decoding: [0x61, 0xE2, 0x80], as: UTF8.self)
    let nodes: [Node<Int>] = [.raw(cut), .text(cut)]
    #expect(Self.direct(nodes) == Self.viaJSONString(nodes))
  }

  @Test func theMarkupOfARowIsOneStringWithItsQuotesEscaped() {
    let row: [Node<Int>] = [
      el("tr", [el("td", [.init("class", "col-md-1")], [.text("1")])])
    ]
    #expect(Self.direct(row) == #""<tr><td class=\"col-md-1\">1</td></tr>""#)
  }
}
