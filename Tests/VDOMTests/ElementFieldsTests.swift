import Testing

@testable import VDOM

/// The header word and the extras after the children: what few elements
/// have (a tag without a code, a key, a memo) costs only those elements.
@Suite struct ElementFieldsTests {
  enum Action: Sendable, Equatable { case tap }

  @Test func countsTagAndKindRoundTripAtTheirLimits() {
    let counts = ElementCounts(
      attributes: ElementCounts.attributeLimit, events: ElementCounts.eventLimit,
      children: ElementCounts.childLimit, tag: 0xFF, extras: .lazy)
    #expect(counts.attributes == ElementCounts.attributeLimit)
    #expect(counts.events == ElementCounts.eventLimit)
    #expect(counts.children == ElementCounts.childLimit)
    #expect(counts.tag == 0xFF && counts.extras == .lazy)
    let small = ElementCounts(attributes: 2, events: 1, children: 3, tag: 7, extras: .keyed)
    #expect(small.attributes == 2 && small.events == 1 && small.children == 3)
    #expect(small.tag == 7 && small.extras == .keyed)
  }

  @Test func anElementWithoutKeyOrMemoHasNoExtras() {
    let element = Element<Action>(tag: "td", attributes: [.init("class", "c")])
    #expect(element.storage.fields.pointee.counts.extras == ElementExtras.Kind.none)
    #expect(element.key == nil && element.memo == nil && element.tag == "td")
  }

  @Test func aKeyOrMemoIsStoredAfterTheChildren() {
    let element = Element<Action>(
      tag: "tr", attributes: [.init("id", "r")],
      events: [EventBinding(event: .click, handler: .action(.tap))], key: "7",
      memo: Memo(3), children: [.text("a"), .element(Element(tag: "td"))])
    let storage = element.storage
    #expect(storage.fields.pointee.counts.extras == .keyed)
    #expect(storage.extrasPointer == UnsafeMutableRawPointer(storage.childPointer + 2))
    #expect(element.key == "7" && element.memo?.matches(Memo(3)) == true)
    #expect(element.children == [.text("a"), .element(Element(tag: "td"))])
    #expect(element.attributes == [.init("id", "r")] && element.events.count == 1)
  }

  @Test func aTagWithoutCodeIsStoredAsAStringBeforeKeyAndMemo() {
    let element = Element<Action>(
      tag: "my-widget", key: "k", children: [.text("x")])
    #expect(element.storage.fields.pointee.counts.tag == 0)
    #expect(element.tag == "my-widget" && element.key == "k")
    #expect(element.children == [.text("x")])
    var renamed = element
    renamed.tag = "td"
    #expect(renamed.storage.fields.pointee.counts.tag == KnownTag.td.rawValue)
    #expect(renamed.tag == "td" && renamed.key == "k" && element.tag == "my-widget")
    #expect(renamed != element)
    #expect(Element<Action>(tag: "my-widget", key: "k", children: [.text("x")]) == element)
    #expect(Element<Action>(tag: "other-widget", key: "k", children: [.text("x")]) != element)
  }

  @Test func everyKnownTagRoundTripsThroughItsCode() {
    for tag in KnownTag.allCases {
      #expect(KnownTag(name: tag.name) == tag)
      let element = Element<Action>(tag: tag.name)
      #expect(element.storage.fields.pointee.counts.tag == tag.rawValue)
      #expect(element.tag == tag.name)
    }
    #expect(KnownTag(name: "blink") == nil)
  }

  @Test func aLazyRootKeepsOneReferenceForKeyAndMemo() throws {
    let node: Node<Action> = lazy(5, key: 9) { value in
      tr(.class("row")) { td { String(value) } }
    }
    let built = try #require(node.built.element)
    #expect(built.storage.fields.pointee.counts.extras == .lazy)
    #expect(built.key == "9")
    let lazyNode = try #require({ if case .lazy(let lazy) = node { lazy } else { nil } }())
    #expect(built.memo?.box === lazyNode.thunk)
    // Given another key, the memo no longer carries it: both are stored.
    var rekeyed = built
    rekeyed.key = "10"
    #expect(rekeyed.storage.fields.pointee.counts.extras == .keyed)
    #expect(rekeyed.key == "10" && rekeyed.memo?.box === lazyNode.thunk)
    #expect(built.key == "9")
    // Cleared, nothing is stored, and the tail is intact.
    rekeyed.key = nil
    rekeyed.memo = nil
    #expect(rekeyed.storage.fields.pointee.counts.extras == ElementExtras.Kind.none)
    #expect(rekeyed.attributes == [.init("class", "row")] && rekeyed.childCount == 1)
  }

  @Test func givingAnUnsharedElementAKeyMovesItsTailIntoANewStorage() {
    var element = Element<Action>(
      tag: "a", attributes: [.init("href", "/")],
      events: [EventBinding(event: .click, handler: .action(.tap))],
      children: [.text("go"), .element(Element(tag: "b", key: "inner"))])
    element.key = "k"
    #expect(element.key == "k" && element.tag == "a")
    #expect(element.attributes == [.init("href", "/")] && element.events.count == 1)
    #expect(element.children == [.text("go"), .element(Element(tag: "b", key: "inner"))])
    element.key = "other"
    #expect(element.key == "other")
    #expect(HTMLRenderer.render(Node.element(element)) == #"<a href="/">go<b></b></a>"#)
  }
}
