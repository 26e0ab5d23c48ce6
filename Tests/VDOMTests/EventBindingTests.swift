import Foundation
import MarkupValidation
import Testing

@testable import VDOM

/// The `data-t-<event>` value of a binding round-trips any key; the same
/// cases are written to `Tests/Fixtures/bindings.json` for the client's
/// `parseBinding` (`Tests/Client/events.test.mjs`).
@Suite struct EventBindingTests {
  /// Keys that would break a naive `k=a,b` list or the attribute around it.
  static let awkwardKeys: [[String]] = [
    [","], [";"], ["%"], ["%2C"], ["a,b;c"], ["\"", "&", "'", "<>"],
    ["Enter", ",", ";", "Escape"], ["é", "ß", "Ω", "😀", "日本"], ["%25;%3B,"], [""], ["", ","],
  ]

  /// A mounted keydown binding with these keys and some options.
  static func binding(keys: [String], id: Int) -> EventBinding<Int> {
    var binding = EventBinding<Int>(
      event: .keydown,
      options: EventOptions(
        debounceMilliseconds: id.isMultiple(of: 2) ? 150 : nil,
        throttleMilliseconds: id.isMultiple(of: 3) ? 40 : nil, keys: keys),
      handler: .action(id))
    binding.assignID(id)
    return binding
  }

  /// What the client does with the value (split, then percent-decode each
  /// key), written independently of the encoder.
  static func decodedKeys(_ value: String) -> [String]? {
    guard let list = value.split(separator: ";").first(where: { $0.hasPrefix("k=") }) else {
      return nil
    }
    return list.dropFirst(2).split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).removingPercentEncoding ?? "<undecodable>"
    }
  }

  @Test(arguments: awkwardKeys)
  func keysRoundTripThroughTheAttributeValue(keys: [String]) throws {
    let value = try #require(Self.binding(keys: keys, id: 7).attributeValue)
    #expect(Self.decodedKeys(value) == keys)
    #expect(value.split(separator: ";").count == 2)
  }

  @Test(arguments: awkwardKeys)
  func theRendererWritesTheSameValueEscapedForHTML(keys: [String]) throws {
    let binding = Self.binding(keys: keys, id: 12)
    let html = HTMLRenderer.render(Node.element(Element(tag: "i", events: [binding])))
    let escaped = try #require(binding.attributeValue)
      .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
    #expect(html == #"<i data-t-keydown="\#(escaped)"></i>"#)
    #expect(MarkupValidator().validate(html).isEmpty)
  }

  @Test func keysWithoutReservedCharactersAreWrittenAsTheyAre() {
    for key in ["Enter", "a", "ArrowUp", "é", " "] {
      #expect(EventOptions.encodedKey(key) == key)
    }
    #expect(EventOptions.encodedKey("a%b,c;d") == "a%25b%2Cc%3Bd")
  }

  @Test func aPatchCarriesTheSameValue() throws {
    let binding = Self.binding(keys: [",", ";"], id: 5)
    let bytes = PatchEncoder.encodeString([Patch<Int>.setHandler(path: [], binding: binding)])
    #expect(bytes == #"[[5,"keydown","5;k=%2C,%3B"]]"#)
  }

  /// One line per case: the rendered element and what `parseBinding` must
  /// make of its attribute.
  @Test func bindingFixturesAreCurrent() throws {
    var lines: [String] = []
    for (index, keys) in Self.awkwardKeys.enumerated() {
      let binding = Self.binding(keys: keys, id: index + 1)
      let html = HTMLRenderer.render(Node.element(Element(tag: "i", events: [binding])))
      var expected = #"{"h":\#(index + 1)"#
      if let debounce = binding.options.debounceMilliseconds { expected += #","d":\#(debounce)"# }
      if let throttle = binding.options.throttleMilliseconds { expected += #","t":\#(throttle)"# }
      expected += #","k":[\#(keys.map(Fixtures.json).joined(separator: ","))]}"#
      lines.append(#"{"html":\#(Fixtures.json(html)),"binding":\#(expected)}"#)
    }
    try Fixtures.check("bindings.json", lines, folder: ".")
  }

  @Test func bindingsOfABuiltInEventWithoutOptionsShareOneSpec() {
    let events: [EventName] = [
      .click, .input, .change, .submit, .keydown, .blur, .upload, .hook,
    ]
    for event in events {
      let a = EventBinding<Int>(event: event, handler: .action(1))
      let b = EventBinding<Int>(event: EventName(rawValue: event.rawValue), handler: .action(2))
      #expect(a.spec === b.spec && a.event == event && a.options == .none)
      #expect(a.hasSameEvent(as: b) && a.hasSameOptions(as: b))
    }
  }

  @Test func optionsAndOtherEventsGetTheirOwnSpec() {
    var binding = EventBinding<Int>(
      event: EventName(rawValue: "mouseover"), handler: .action(1))
    #expect(binding.event.rawValue == "mouseover" && binding.options == .none)
    let debounced = EventOptions(debounceMilliseconds: 5)
    binding.options = debounced
    #expect(binding.options == debounced && binding.event.rawValue == "mouseover")
    binding.event = .click
    #expect(binding.event == .click && binding.options == debounced)
    let plain = EventBinding<Int>(event: .click, handler: .action(1))
    #expect(!binding.hasSameOptions(as: plain) && binding.hasSameEvent(as: plain))
    #expect(binding != plain)
    binding.options = .none
    #expect(binding.spec === plain.spec && binding == plain)
    let other = EventBinding<Int>(event: .input, handler: .action(1))
    #expect(!other.hasSameEvent(as: plain))
  }

  @Test func aPayloadHandlerKeepsItsClosureThroughTheBindingTheMapAndTheIndex() {
    var binding = EventBinding<Int>(
      event: .input, handler: .payload { payload in payload.value.flatMap(Int.init) })
    #expect(binding.handler.action(for: EventPayload(value: "41")) == 41)
    #expect(binding.handler.action(for: EventPayload(value: "x")) == nil)
    let mapped = binding.map { "n\($0)" }
    #expect(mapped.handler.action(for: EventPayload(value: "7")) == "n7")
    binding.handler = .action(3)
    #expect(binding.handler.action(for: EventPayload(value: "41")) == 3)
    binding.handler = .payload { _ in 9 }
    var ids = HandlerIDs(startingAt: 100)
    var index = HandlerIndex<Int>()
    let tree = mount(
      Node<Int>.element(Element(tag: "input", events: [binding])), ids: &ids, index: &index)
    guard case .element(let element) = tree, let id = element.events.first?.id else {
      Issue.record("the binding has no id")
      return
    }
    #expect(index.handler(for: id)?.action(for: EventPayload()) == 9)
    #expect(index.handler(for: id, event: .input)?.action(for: EventPayload()) == 9)
    #expect(index.handler(for: id, event: .click) == nil)
  }
}
