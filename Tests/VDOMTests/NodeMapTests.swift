import Testing

@testable import VDOM

@Suite struct NodeMapTests {
  enum Child: Equatable, Sendable {
    case plus
    case typed(String)
  }
  enum Parent: Equatable, Sendable {
    case counter(Child)
    case other
  }

  func counter() -> Node<Child> {
    div(.key("c"), .class("counter")) {
      button(.onClick(.plus, debounce: .milliseconds(5))) { "+" }
      input(.onInput { .typed($0) })
      Node.unsafeRawHTML("<i>raw</i>")
    }
  }

  @Test func mapLiftsEveryBindingAndKeepsTheTree() throws {
    let child = counter().numberingHandlers()
    let lifted: Node<Parent> = child.map(Parent.counter)
    #expect(HTMLRenderer.render(lifted) == HTMLRenderer.render(child))
    let element = try #require(lifted.element)
    #expect(element.key == "c")
    #expect(element.attributes == [HTMLAttribute("class", "counter")])
    guard case .element(let button) = element.children[0],
      case .element(let input) = element.children[1]
    else {
      Issue.record("children changed shape")
      return
    }
    #expect(button.events.first?.handler.action(for: EventPayload()) == .counter(.plus))
    #expect(button.events.first?.options.debounceMilliseconds == 5)
    #expect(button.events.first?.id == 1)
    #expect(
      input.events.first?.handler.action(for: EventPayload(value: "x")) == .counter(.typed("x")))
    #expect(element.children[2] == .raw("<i>raw</i>"))
  }

  @Test func mappedViewsComposeInAParentView() {
    let page: Node<Parent> = main {
      counter().map(Parent.counter)
      button(.onClick(.other)) { "Other" }
    }
    let rendered = HTMLRenderer.render(page.numberingHandlers())
    #expect(
      rendered
        == #"<main><div class="counter"><button data-t-click="1;d=5">+</button><input data-t-input="2"><i>raw</i></div>"#
        + #"<button data-t-click="3">Other</button></main>"#)
  }

  @Test func textMapsToText() {
    #expect(Node<Child>.text("a").map(Parent.counter) == .text("a"))
  }
}
