import Testing

@testable import VDOM

@Suite struct HandlerIDsTests {
  @Test func allocatesIncreasingIdsThatAreNeverReused() {
    var ids = HandlerIDs(startingAt: 5)
    #expect([ids.allocate(), ids.allocate(), ids.allocate()] == [5, 6, 7])
    #expect(ids.hasAllocated(7))
    #expect(!ids.hasAllocated(8))
  }

  @Test func mountAssignsIdsInDocumentOrder() {
    var ids = HandlerIDs()
    let tree = mount(
      el(
        "div", events: [click(1)],
        [el("b", events: [click(2)]), .text("t"), el("i", events: [click(3)])]),
      ids: &ids)
    #expect(handlerIDs(tree) == [1, 2, 3])
    #expect(HTMLRenderer.render(tree).contains("data-t-click=\"2\""))
  }

  @Test func lookupFindsTheCurrentHandler() {
    var ids = HandlerIDs()
    let old = mount(
      el("div", [el("button", events: [click(1)]), el("button", events: [click(2)])]), ids: &ids)
    let new = diff(
      old, el("div", [el("button", events: [click(10)]), el("button", events: [click(20)])]),
      ids: &ids)
    let index = HandlerIndex(new.tree)
    #expect(index.count == 2)
    #expect(index.handler(for: 2)?.action(for: EventPayload()) == 20)
    #expect(new.tree.handler(for: 1) == .action(10))
    #expect(index.event(for: 1) == .click)
    #expect(index.handler(for: 1, event: .click) == .action(10))
    #expect(index.handler(for: 1, event: .input) == nil, "an id of another event finds nothing")
    #expect(index.handler(for: 3) == nil)
    #expect(new.tree.handler(for: 3) == nil)
  }

  @Test func removedBindingsAreGoneFromTheIndex() {
    var ids = HandlerIDs()
    let old = mount(el("div", [el("button", events: [click(1)])]), ids: &ids)
    let new = diff(old, el("div", [el("button")]), ids: &ids)
    #expect(HandlerIndex(new.tree).handler(for: 1) == nil)
  }
}
