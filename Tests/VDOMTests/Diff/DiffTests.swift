import Testing

@testable import VDOM

@Suite struct DiffTests {
  private func patches(_ old: Node<Int>, _ new: Node<Int>) throws -> [Patch<Int>] {
    var ids = HandlerIDs()
    let mounted = mount(old, ids: &ids)
    return try diffAndApply(mounted, new, ids: &ids).patches
  }

  @Test func equalTreesGiveNoPatches() throws {
    let tree = el("div", [.init("class", "a")], events: [click(1)], [el("span", [.text("x")])])
    #expect(try patches(tree, tree).isEmpty)
  }

  @Test func appendedTextIsASplice() throws {
    let result = try patches(
      el("p", [.text("pretty red table")]), el("p", [.text("pretty red table !!!")]))
    #expect(result == [.spliceText(path: [0], insert: " !!!", suffix: 0, prefix: nil)])
  }

  @Test func changedMiddleIsASpliceCountedInUTF16() throws {
    let result = try patches(
      el("p", [.text("😀 a long sentence here")]), el("p", [.text("😀 a short sentence here")]))
    // "😀" is two UTF-16 code units.
    #expect(result == [.spliceText(path: [0], insert: "short", suffix: 14, prefix: 5)])
  }

  @Test func shortTextIsReplacedWhole() throws {
    #expect(
      try patches(el("p", [.text("ab")]), el("p", [.text("cd")])) == [
        .setText(path: [0], text: "cd")
      ])
  }

  @Test func attributesAreSetChangedAndRemoved() throws {
    let old = el("div", [.init("class", "a"), .init("title", "t")])
    let new = el("div", [.init("class", "b"), .init("hidden", nil)])
    #expect(
      try patches(old, new) == [
        .setAttribute(path: [], attribute: .init("class", "b")),
        .setAttribute(path: [], attribute: .init("hidden", nil)),
        .removeAttribute(path: [], name: "title"),
      ])
  }

  @Test func dangerousURLsAreNeutralisedAndRefusedNamesNeverSent() throws {
    let old = el("a", [.init("href", "/home")])
    let new = el("a", [.init("href", "javascript:alert(1)"), .init("onclick", "alert(1)")])
    var ids = HandlerIDs()
    let result = diff(mount(old, ids: &ids), new, ids: &ids)
    #expect(
      result.patches == [.setAttribute(path: [], attribute: .init("href", "about:blank#blocked"))])
  }

  @Test func changedActionKeepsTheIdAndSendsNothing() throws {
    var ids = HandlerIDs()
    let old = mount(el("button", events: [click(1)]), ids: &ids)
    let result = diff(old, el("button", events: [click(2)]), ids: &ids)
    #expect(result.patches.isEmpty)
    #expect(handlerIDs(result.tree) == handlerIDs(old))
    #expect(result.tree.handler(for: handlerIDs(old)[0]) == .action(2))
  }

  @Test func bindingChangesArePatched() throws {
    var ids = HandlerIDs()
    let old = mount(el("div", events: [click(1)]), ids: &ids)
    let debounced = diff(old, el("div", events: [click(1, debounce: 50)]), ids: &ids)
    #expect(debounced.patches.map(\.opCode) == [.setHandler])
    let input = EventBinding<Int>(event: .input, handler: .action(3))
    let swapped = diff(debounced.tree, el("div", events: [input]), ids: &ids)
    #expect(swapped.patches.map(\.opCode) == [.removeHandler, .setHandler])
    #expect(handlerIDs(swapped.tree) == [ids.next - 1])
  }

  @Test func differentTagOrKeyReplaces() throws {
    #expect(try patches(el("div", [el("span")]), el("div", [el("b")])).map(\.opCode) == [.replace])
    #expect(
      try patches(el("div", [el("b", key: "1")]), el("div", [el("b", key: "2")])).map(\.opCode) == [
        .replace
      ])
    #expect(try patches(el("div", [.text("x")]), el("div", [el("b")])).map(\.opCode) == [.replace])
  }

  @Test func unkeyedChildrenCompareByPosition() throws {
    let old = el("div", [el("i"), .text("a"), el("b")])
    let removeTail = try patches(old, el("div", [el("i"), .text("a")]))
    #expect(removeTail == [.remove(path: [], index: 2, count: 1)])
    let insertTail = try patches(old, el("div", [el("i"), .text("a"), el("b"), el("u"), el("s")]))
    #expect(insertTail == [.insert(path: [], index: 3, nodes: [el("u"), el("s")])])
  }

  @Test func rawChildrenAreReplacedWholesale() throws {
    let old = el("div", [.raw("<b>1</b>")])
    #expect(try patches(old, old).isEmpty)
    #expect(
      try patches(old, el("div", [.raw("<b>2</b>")])) == [
        .setChildren(path: [], children: [.raw("<b>2</b>")])
      ])
    #expect(
      try patches(old, el("div", [.text("t")])) == [.setChildren(path: [], children: [.text("t")])])
  }

  @Test func insertedNodesAreMounted() throws {
    var ids = HandlerIDs()
    let old = mount(el("div"), ids: &ids)
    let result = diff(
      old, el("div", [el("button", events: [click(1)]), el("button", events: [click(2)])]),
      ids: &ids)
    guard case .insert(_, _, let nodes) = result.patches.first else {
      Issue.record("expected an insert, got \(result.patches)")
      return
    }
    #expect(nodes.flatMap(handlerIDs) == [1, 2])
    #expect(handlerIDs(result.tree) == [1, 2])
  }
}
