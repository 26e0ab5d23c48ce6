import Testing

@testable import VDOM

@Suite struct AttributeEventsTests {
  enum Action: Equatable, Sendable {
    case tapped
    case typed(String)
    case changed(String)
    case checked(Bool)
    case submitted(String?)
    case key(String)
    case left
  }

  func binding(_ attribute: Attribute<Action>) -> EventBinding<Action>? {
    guard case .event(let binding) = attribute.content else { return nil }
    return binding
  }

  @Test func everyBindingListensForItsEventAndMakesItsAction() throws {
    let click = try #require(binding(.onClick(.tapped)))
    #expect(click.event == .click)
    #expect(click.handler.action(for: EventPayload()) == .tapped)

    let input = try #require(binding(.onInput { .typed($0) }))
    #expect(input.event == .input)
    #expect(input.handler.action(for: EventPayload(value: "ab")) == .typed("ab"))

    let change = try #require(binding(.onChange { .changed($0) }))
    #expect(change.event == .change)
    #expect(change.handler.action(for: EventPayload(value: "opt")) == .changed("opt"))

    let check = try #require(binding(.onCheck { .checked($0) }))
    #expect(check.event == .change)
    #expect(check.handler.action(for: EventPayload(checked: true)) == .checked(true))

    let submit = try #require(binding(.onSubmit { .submitted($0["title"]) }))
    #expect(submit.event == .submit)
    let form = EventPayload(form: [FormField(name: "title", value: "Milk")])
    #expect(submit.handler.action(for: form) == .submitted("Milk"))

    let enter = try #require(binding(.onKeyDown(key: "Enter", .tapped)))
    #expect(enter.event == .keydown)
    #expect(enter.options.keys == ["Enter"])
    #expect(enter.handler.action(for: EventPayload(key: "Enter")) == .tapped)

    let anyKey = try #require(binding(.onKeyDown { $0 == "Escape" ? .key($0) : nil }))
    #expect(anyKey.handler.action(for: EventPayload(key: "Escape")) == .key("Escape"))
    #expect(anyKey.handler.action(for: EventPayload(key: "a")) == nil)

    let blur = try #require(binding(.onBlur(.left)))
    #expect(blur.event == .blur)
    #expect(blur.handler.action(for: EventPayload()) == .left)
  }

  @Test func debounceAndThrottleBecomeMilliseconds() throws {
    let typed = try #require(binding(.onInput(debounce: .milliseconds(300)) { .typed($0) }))
    #expect(typed.options == EventOptions(debounceMilliseconds: 300))
    let clicked = try #require(binding(.onClick(.tapped, throttle: .seconds(1.5))))
    #expect(clicked.options == EventOptions(throttleMilliseconds: 1500))
    let both = try #require(
      binding(.onKeyDown(key: "a", .tapped, debounce: .microseconds(2600), throttle: .zero)))
    #expect(
      both.options == EventOptions(debounceMilliseconds: 3, throttleMilliseconds: 0, keys: ["a"]))
    let negative = try #require(binding(.onBlur(.left, debounce: .milliseconds(-5))))
    #expect(negative.options.debounceMilliseconds == 0)
  }

  @Test func everyBindingRendersOnceItHasAnID() {
    let node: Node<Action> = form(.onSubmit(throttle: .seconds(1)) { .submitted($0["q"]) }) {
      input(.name("q"), .onInput(debounce: .milliseconds(200)) { .typed($0) }, .onBlur(.left))
      input(.type(.checkbox), .onCheck { .checked($0) })
      select(.onChange { .changed($0) }) { option(.value("a")) { "A" } }
      button(.onClick(.tapped), .onKeyDown(key: "Enter", .tapped)) { "Go" }
      div(.onKeyDown { .key($0) })
    }
    assertRenders(
      node.numberingHandlers(),
      #"<form data-t-submit="1;t=1000"><input data-t-focusout="2" data-t-input="3;d=200" name="q">"#
        + #"<input data-t-change="4" type="checkbox"><select data-t-change="5"><option value="a">A</option></select>"#
        + #"<button data-t-click="6" data-t-keydown="7;k=Enter">Go</button><div data-t-keydown="8"></div></form>"#
    )
    assertRenders(
      node,
      #"<form><input name="q"><input type="checkbox"><select><option value="a">A</option></select><button>Go</button><div></div></form>"#
    )
  }

  @Test func renderedBindingsEqualTheirAttributeNameAndValue() {
    let options = [
      EventOptions(), EventOptions(debounceMilliseconds: 1), EventOptions(throttleMilliseconds: 20),
      EventOptions(debounceMilliseconds: 3, throttleMilliseconds: 4, keys: ["Enter", "Escape"]),
    ]
    for (index, option) in options.enumerated() {
      var binding = EventBinding<Action>(
        event: .keydown, options: option, handler: .action(.tapped))
      binding.id = index * 1_000_003
      let expected = " \(binding.attributeName)=\"\(binding.attributeValue!)\""
      assertRenders(Node.element(Element(tag: "i", events: [binding])), "<i\(expected)></i>")
    }
  }

  @Test func aLaterBindingOfTheSameEventWins() {
    let node: Node<Action> = input(.onChange { .changed($0) }, .onCheck { .checked($0) })
    let events = node.element?.events ?? []
    #expect(events.count == 1)
    #expect(
      events.first?.handler.action(for: EventPayload(value: "x", checked: true)) == .checked(true))
  }
}
