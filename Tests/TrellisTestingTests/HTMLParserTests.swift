import Testing

@testable import TrellisTesting

@Suite struct HTMLParserTests {
  @Test func parsesWhatTheRendererWritesAndWritesItBack() {
    let html =
      #"<main class="a b"><p id="x">1 &lt; 2 &amp; "q"</p><input type="checkbox" checked>"#
      + #"<textarea name="t">a &lt;b&gt;</textarea><br></main>"#
    let nodes = HTMLParser.parse(html)
    #expect(nodes.count == 1)
    let main = nodes[0]
    #expect(main.tag == "main" && main.classes == ["a", "b"])
    #expect(main.children.map { $0.tag ?? "#text" } == ["p", "input", "textarea", "br"])
    #expect(main.children[0].textContent == #"1 < 2 & "q""#)
    #expect(main.children[1].attribute("checked") == "")
    #expect(main.children[2].textContent == "a <b>")
    #expect(main.outerHTML == html)
  }

  @Test func numericReferencesAndStrayMarkup() {
    let nodes = HTMLParser.parse("<p>&#x1F600;&#65; & a<!-- note --></b></p>tail")
    #expect(nodes.count == 2)
    #expect(nodes[0].textContent == "😀A & a")
    #expect(nodes[1].text == "tail")
  }

  @Test func siblingsAndParents() {
    let nodes = HTMLParser.parse("<ul><li>a</li><li>b</li></ul>")
    let items = nodes[0].children
    #expect(items.count == 2)
    #expect(items.allSatisfy { $0.parent === nodes[0] })
    #expect(nodes[0].parent == nil)
  }
}
