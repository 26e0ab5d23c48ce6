import Testing

@testable import VDOM

/// The DSL writes attributes and bindings straight into an element's
/// storage: what it builds must equal what the array initialiser builds
/// from the same values, repeats, order and all.
@Suite struct ElementFromDSLTests {
  enum Action: Sendable, Equatable { case a, b, c }

  private func dsl(_ arguments: [Attribute<Action>], children: [Node<Action>] = []) -> Element<
    Action
  > {
    Element(tag: "p", dsl: arguments, children: children)
  }

  @Test func unsortedAttributesAndBindingsAreSortedInPlace() {
    let built = dsl([
      .id("x"), .aria("hidden", "true"), .onInput { _ in .b }, .class("c"), .onClick(.a),
    ])
    let expected = Element<Action>(
      tag: "p",
      attributes: [.init("id", "x"), .init("aria-hidden", "true"), .init("class", "c")],
      events: [
        EventBinding(event: .input, handler: .payload { _ in .b }),
        EventBinding(event: .click, handler: .action(.a)),
      ])
    #expect(built == expected)
    #expect(built.attributes.map(\.name) == ["aria-hidden", "class", "id"])
    #expect(built.events.map(\.event) == [.click, .input])
  }

  @Test func repeatedNamesResolveAsTheArrayInitialiserDoes() {
    let built = dsl(
      [.class("one"), .id("first"), .onClick(.a), .class("two"), .id("second"), .onClick(.c)],
      children: [.text("a"), .text("b")])
    #expect(built.attribute("class")?.value == "one two")
    #expect(built.attribute("id")?.value == "second")
    #expect(built.events.count == 1 && built.events[0].handler == .action(.c))
    #expect(built.children == [.text("ab")])
    #expect(
      HTMLRenderer.render(Node.element(built))
        == HTMLRenderer.render(
          Node.element(
            Element<Action>(
              tag: "p",
              attributes: [
                .init("class", "one"), .init("id", "first"), .init("class", "two"),
                .init("id", "second"),
              ],
              events: [
                EventBinding(event: .click, handler: .action(.a)),
                EventBinding(event: .click, handler: .action(.c)),
              ],
              children: [.text("ab")]))))
  }

  @Test func keyMemoAndChildrenAreKept() {
    let built = dsl([.key("k"), .memo(3), .class("c")], children: [.element(Element(tag: "b"))])
    #expect(built.key == "k")
    #expect(built.memo?.matches(Memo(3)) == true)
    #expect(built.childCount == 1 && built.child(at: 0) == .element(Element(tag: "b")))
  }
}
