import Testing

@testable import VDOM

@Suite struct NodeTests {
  @Test func adjacentTextMergesAndEmptyTextDrops() {
    let element = Element<Never>(tag: "p", children: [.text("a"), .text(""), .text("b")])
    #expect(element.children == [.text("ab")])
  }

  @Test func attributesSortAndClassMerges() {
    let element = Element<Never>(
      tag: "p", attributes: [.init("id", "x"), .init("class", "a"), .init("class", "b")])
    #expect(element.attributes == [.init("class", "a b"), .init("id", "x")])
  }
}
