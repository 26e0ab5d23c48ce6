import Testing

@testable import VDOM

/// The in-place read of an element child gives the very storage the node
/// holds, and nothing for the other kinds of node.
@Suite struct NodeInPlaceTests {
  @Test func thisBuildStoresAnElementNodesStorageFirst() {
    // The renderer's fast path depends on it; without it the path is dead code.
    #expect(nodeStoresElementFirst)
  }

  @Test func anElementChildIsReadInPlace() {
    let element = Element<Never>(tag: "td", children: [.text("1")])
    let nodes: [Node<Never>] = [
      .text("a"), .element(element), .raw("<b>b</b>"), lazy(7) { value in .text("\(value)") },
    ]
    nodes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      #expect(Node.elementStorage(at: base) == nil)
      let storage = Node.elementStorage(at: base + 1)
      #expect(storage?.takeUnretainedValue() === element.storage)
      #expect(Node.elementStorage(at: base + 2) == nil)
      #expect(Node.elementStorage(at: base + 3) == nil)
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
