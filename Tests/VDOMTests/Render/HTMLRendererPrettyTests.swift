import Testing

@testable import VDOM

@Suite struct HTMLRendererPrettyTests {
  enum Action: Equatable, Sendable { case tapped }

  @Test func indentsOneElementPerLine() {
    let node: Node<Action> = main(.class("counter")) {
      button(.onClick(.tapped)) { "−" }
      output(.id("count")) { "3" }
      p {
        "Text"
        em { "and" }
        " more"
      }
      br()
      div()
    }
    assertRenders(
      node.numberingHandlers(),
      """
      <main class="counter">
        <button data-t-click="1">−</button>
        <output id="count">3</output>
        <p>
          Text
          <em>and</em>
           more
        </p>
        <br>
        <div></div>
      </main>

      """,
      layout: .pretty)
  }

  @Test func keepsPreformattedAndRawTextContentVerbatim() {
    let node: Node<Never> = div {
      pre {
        "line 1\n  line 2"
        code { "x" }
      }
      textarea { "\nfirst" }
      style("a { b: c }\n")
      p { "multi\nline" }
    }
    assertRenders(
      node,
      """
      <div>
        <pre>line 1
        line 2<code>x</code></pre>
        <textarea>

      first</textarea>
        <style>a { b: c }
      </style>
        <p>
          multi
      line
        </p>
      </div>

      """,
      layout: .pretty)
  }

  @Test func prettyDocumentsStartWithTheDoctypeLine() {
    let page: Node<Never> = html { body { "x" } }
    let expected = "<!DOCTYPE html>\n<html>\n  <body>x</body>\n</html>\n"
    #expect(HTMLRenderer(layout: .pretty, document: true).render(page) == expected)
    #expect(HTMLRenderer.pretty.render(page) == "<html>\n  <body>x</body>\n</html>\n")
  }

  @Test func isDeterministicAndEscapesLikeCompactMode() {
    let node: Node<Never> = ul {
      for index in 0..<3 { li(.data("i", "\(index)"), .class("a<b")) { "<\(index)>" } }
    }
    let first = HTMLRenderer.pretty.render(node)
    #expect(first == HTMLRenderer.pretty.render(node))
    #expect(
      first == """
        <ul>
          <li class="a&lt;b" data-i="0">&lt;0&gt;</li>
          <li class="a&lt;b" data-i="1">&lt;1&gt;</li>
          <li class="a&lt;b" data-i="2">&lt;2&gt;</li>
        </ul>

        """)
  }
}
