import Foundation
import MarkupValidation
import Testing

@testable import VDOM

/// The `o=` option of a binding: each change a letter, its argument and an
/// optional `@selector`, the reserved characters percent-encoded, as
/// `parseChanges` in Public/trellis/optimistic.js reads them
/// (Tests/Client/optimistic.test.mjs).
@Suite struct OptimisticChangeTests {
  /// A mounted click binding with `changes`.
  static func binding(_ changes: [OptimisticChange], id: Int = 7) -> EventBinding<Int> {
    var binding = EventBinding<Int>(
      event: .click, options: EventOptions(debounceMilliseconds: 20, optimistic: changes),
      handler: .action(id))
    binding.id = id
    return binding
  }

  @Test func eachKindHasItsLetterAndTheTargetFollowsAnAt() {
    #expect(OptimisticChange.toggleClass("done", on: "li").encoded == "cdone@li")
    #expect(OptimisticChange.setText("Saving…").encoded == "tSaving…")
    #expect(OptimisticChange.setAttribute("aria-busy", "true").encoded == "aaria-busy=true")
    #expect(OptimisticChange.removeAttribute("hidden", on: ".row").encoded == "rhidden@.row")
  }

  @Test func reservedCharactersArePercentEncodedInArgumentsAndSelectors() {
    let change = OptimisticChange.setText("50%, then; @home", on: "li, [data-a='@']")
    #expect(change.encoded == "t50%25%2C then%3B %40home@li%2C [data-a='%40']")
    let parts = change.encoded.split(separator: "@")
    #expect(parts.count == 2)
    #expect(String(parts[0].dropFirst()).removingPercentEncoding == "50%, then; @home")
    #expect(String(parts[1]).removingPercentEncoding == "li, [data-a='@']")
  }

  @Test func theAttributeValueListsTheChangesLast() {
    let binding = Self.binding([.toggleClass("done", on: "li"), .setAttribute("aria-busy", "true")])
    #expect(binding.attributeValue == "7;d=20;o=cdone@li,aaria-busy=true")
    #expect(Self.binding([]).attributeValue == "7;d=20")
  }

  @Test func theRendererAndThePatchWriteTheSameValue() throws {
    let binding = Self.binding([.setText("\"quoted\" & <b>", on: "p")], id: 3)
    let html = HTMLRenderer.render(Node.element(Element(tag: "i", events: [binding])))
    #expect(html == #"<i data-t-click="3;d=20;o=t&quot;quoted&quot; &amp; &lt;b&gt;@p"></i>"#)
    #expect(MarkupValidator().validate(html).isEmpty)
    let bytes = PatchEncoder.encodeString([Patch<Int>.setHandler(path: [], binding: binding)])
    #expect(bytes == #"[[5,"click","3;d=20;o=t\"quoted\" & <b>@p"]]"#)
  }

  @Test func changedOptimisticChangesAreChangedOptions() {
    let done = Self.binding([.toggleClass("done", on: "li")])
    let other = Self.binding([.toggleClass("busy", on: "li")])
    #expect(done != other)
    #expect(done == Self.binding([.toggleClass("done", on: "li")]))
    #expect(EventOptions(optimistic: [.setText("x")]) != .none)
  }

  @Test func theDSLTakesThemOnClickAndOnCheck() throws {
    func binding(_ attribute: Attribute<Int>) -> EventBinding<Int>? {
      guard case .event(let binding) = attribute.content else { return nil }
      return binding
    }
    let click = try #require(binding(.onClick(1, optimistic: [.toggleClass("on")])))
    #expect(click.options.optimistic == [.toggleClass("on")])
    let check = try #require(
      binding(.onCheck(optimistic: [.toggleClass("done", on: "li")]) { $0 ? 1 : 0 }))
    #expect(check.event == .change)
    #expect(check.options == EventOptions(optimistic: [.toggleClass("done", on: "li")]))
    #expect(check.handler.action(for: EventPayload(checked: true)) == 1)
  }

  /// Changes with awkward arguments and selectors, for the shared fixture.
  static let fixtureCases: [OptimisticChange] = [
    .toggleClass("done", on: "li"), .setText("50%, then; @home"), .setText("“Saving…” <b>&"),
    .setAttribute("aria-busy", "true", on: ".row, [data-x='@']"), .setAttribute("title", "a=b"),
    .removeAttribute("hidden"), .removeAttribute("data-n", on: "#x"),
  ]

  /// One line per case: the rendered element and the change as
  /// `parseChanges` must read it (Tests/Fixtures/optimistic.json, read by
  /// Tests/Client/optimistic.test.mjs).
  @Test func optimisticFixturesAreCurrent() throws {
    let lines = Self.fixtureCases.enumerated().map { index, change in
      var binding = EventBinding<Int>(
        event: .click, options: EventOptions(optimistic: [change]), handler: .action(index))
      binding.id = index + 1
      let html = HTMLRenderer.render(Node.element(Element(tag: "i", events: [binding])))
      let (letter, argument): (String, String) =
        switch change.kind {
        case .toggleClass(let name): ("c", name)
        case .setText(let text): ("t", text)
        case .setAttribute(let name, let value): ("a", name + "=" + value)
        case .removeAttribute(let name): ("r", name)
        }
      let target = change.target.map { #","s":\#(Fixtures.json($0))"# } ?? ""
      return
        #"{"html":\#(Fixtures.json(html)),"v":"\#(letter)","a":\#(Fixtures.json(argument))\#(target)}"#
    }
    try Fixtures.check("optimistic.json", lines, folder: ".")
  }
}
