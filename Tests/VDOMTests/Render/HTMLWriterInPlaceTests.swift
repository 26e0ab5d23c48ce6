import Testing

@testable import VDOM

/// The renderer reads element children in place: it gets the very storage
/// a node holds, nothing for other kinds of node, and the markup is the same.
@Suite struct HTMLWriterInPlaceTests {
  @Test func anElementChildIsReadInPlace() {
    let element = Element<Never>(tag: "td", children: [.text("1")])
    let nodes: [Node<Never>] = [
      .text("a"), .element(element), .raw("<b>b</b>"), lazy(7) { value in .text("\(value)") },
    ]
    nodes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      #expect(storage(at: base) == nil)
      let found = storage(at: base + 1)
      #expect(found?.takeUnretainedValue() === element.storage)
      #expect(storage(at: base + 2) == nil)
      #expect(storage(at: base + 3) == nil)
    }
  }

  @Test func aTreeRendersTheSameThroughTheFastPath() {
    let row = Element<Never>(
      tag: "tr", attributes: [HTMLAttribute("class", "danger")],
      children: [
        .element(Element(tag: "td", children: [.text("1 < 2")])),
        .text("between"),
        .element(Element(tag: "br")),
        .element(Element(tag: "pre", children: [.text("\nkept")])),
      ])
    #expect(
      HTMLRenderer().render(Node<Never>.element(row))
        == "<tr class=\"danger\"><td>1 &lt; 2</td>between<br><pre>\n\nkept</pre></tr>")
  }
}
