import Synchronization
import Testing
import TrellisTesting

@testable import VDOM

@Suite struct LazyTests {
  struct Row: Equatable, Sendable {
    var id: Int
    var label: String
  }

  enum Action: Equatable, Sendable {
    case select(Int)
    case remove(Int)
  }

  /// Counts the builder's calls.
  final class Calls: Sendable {
    let count = Atomic(0)
    var value: Int { count.load(ordering: .relaxed) }
    func add() { count.add(1, ordering: .relaxed) }
  }

  static func rowView(_ row: Row, _ isSelected: Bool) -> Node<Action> {
    tr(isSelected ? .class("danger") : .none) {
      td { String(row.id) }
      td { a(.class("lbl"), .onClick(.select(row.id))) { row.label } }
      td { a(.class("remove"), .onClick(.remove(row.id))) { "x" } }
    }
  }

  func table(_ rows: [Row], selected: Int? = nil, calls: Calls) -> Node<Action> {
    tbody {
      for row in rows {
        lazy(row, row.id == selected, key: row.id) { row, isSelected in
          calls.add()
          return Self.rowView(row, isSelected)
        }
      }
    }
  }

  func eagerTable(_ rows: [Row], selected: Int? = nil) -> Node<Action> {
    tbody {
      for row in rows { Self.rowView(row, row.id == selected).keyed(row.id) }
    }
  }

  static let rows = (1...5).map { Row(id: $0, label: "row \($0)") }

  @Test func mountBuildsEveryRowOnceAndRendersAsTheEagerView() {
    let calls = Calls()
    var ids = HandlerIDs()
    let tree = mount(table(Self.rows, calls: calls), ids: &ids)
    #expect(calls.value == 5)
    var eagerIDs = HandlerIDs()
    let eager = mount(eagerTable(Self.rows), ids: &eagerIDs)
    #expect(HTMLRenderer.render(tree) == HTMLRenderer.render(eager))
    #expect(tree == eager)
    #expect(tree.element?.children.map(\.key) == ["1", "2", "3", "4", "5"])
  }

  @Test func anEqualValueIsNotBuiltAndKeepsItsHandlerIDs() throws {
    let calls = Calls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let old = mount(table(Self.rows, calls: calls), ids: &ids, index: &index)
    let next = ids.next
    let result = diff(old, table(Self.rows, calls: calls), ids: &ids, index: &index)
    #expect(calls.value == 5, "no builder runs for equal values")
    #expect(result.patches.isEmpty)
    #expect(ids.next == next)
    #expect(handlerIDs(result.tree) == handlerIDs(old))
    let first = try #require(handlerIDs(result.tree).first)
    #expect(index.handler(for: first) == .action(.select(1)))
    #expect(index.count == 10)
  }

  @Test func aChangedValueIsBuiltAndPatchedAlone() throws {
    let calls = Calls()
    var ids = HandlerIDs()
    let old = mount(table(Self.rows, calls: calls), ids: &ids)
    var rows = Self.rows
    rows[2].label = "changed"
    let result = diff(old, table(rows, selected: 4, calls: calls), ids: &ids)
    #expect(calls.value == 5 + 2, "the changed row and the newly selected one")
    #expect(result.patches.count == 2)
    let expected = withoutIDs(eagerTable(rows, selected: 4))
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    #expect(withoutIDs(result.tree) == expected)
  }

  @Test func movesInsertionsAndRemovalsReuseWhatTheyKeep() throws {
    let calls = Calls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let old = mount(table(Self.rows, calls: calls), ids: &ids, index: &index)
    var rows = Self.rows
    rows.swapAt(0, 4)
    rows.remove(at: 2)
    rows.insert(Row(id: 9, label: "new"), at: 1)
    let result = diff(old, table(rows, calls: calls), ids: &ids, index: &index)
    #expect(calls.value == 5 + 1, "only the inserted row is built")
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    #expect(withoutIDs(result.tree) == withoutIDs(eagerTable(rows)))
    #expect(sameHandlers(index, HandlerIndex(result.tree)))
    #expect(index.count == 10)
  }

  @Test func anotherCallWithAnEqualValueIsBuilt() {
    var ids = HandlerIDs()
    let old = mount(lazy(1) { n in p { "first \(n)" } } as Node<Action>, ids: &ids)
    let new: Node<Action> = lazy(1) { n in p { "second \(n)" } }
    let result = diff(old, new, ids: &ids)
    #expect(result.tree == p { "second 1" })
    #expect(result.patches.count == 1)
  }

  @Test func anotherTwoValueCallWithEqualValuesIsBuilt() {
    var ids = HandlerIDs()
    let old = mount(lazy(1, true) { n, on in p { "first \(n) \(on)" } } as Node<Action>, ids: &ids)
    let same: Node<Action> = lazy(1, true) { n, on in p { "first \(n) \(on)" } }
    #expect(diff(old, same, ids: &ids).tree == p { "first 1 true" })
    let other: Node<Action> = lazy(1, true) { n, on in p { "second \(n) \(on)" } }
    let result = diff(old, other, ids: &ids)
    #expect(result.tree == p { "second 1 true" })
    #expect(result.patches.count == 1)
    let changed: Node<Action> = lazy(1, false) { n, on in p { "first \(n) \(on)" } }
    #expect(diff(old, changed, ids: &ids).tree == p { "first 1 false" })
  }

  @Test func anotherKeyIsBuilt() {
    let calls = Calls()
    var ids = HandlerIDs()
    let make = { (key: Int) -> Node<Action> in
      div {
        lazy(7, key: key) { n in
          calls.add()
          return p { "\(n)" }
        }
      }
    }
    let old = mount(make(1), ids: &ids)
    _ = diff(old, make(1), ids: &ids)
    #expect(calls.value == 1)
    let result = diff(old, make(2), ids: &ids)
    #expect(calls.value == 2)
    #expect(result.tree.element?.children.first?.key == "2")
  }

  @Test func aMemoElementNeverMatchesALazyNode() {
    var ids = HandlerIDs()
    let old = mount(p(.key("a"), .memo(1)) { "memo" } as Node<Action>, ids: &ids)
    let result = diff(old, lazy(1, key: "a") { _ in p { "lazy" } }, ids: &ids)
    #expect(HTMLRenderer.render(result.tree) == "<p>lazy</p>")
  }

  @Test func aMappedLazyNodeIsAlwaysRebuiltWithTheParentsActions() throws {
    enum Parent: Equatable, Sendable { case row(Action) }
    let calls = Calls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Parent>()
    let view = { table(Self.rows, calls: calls).map(Parent.row) }
    let old = mount(view(), ids: &ids, index: &index)
    #expect(calls.value == 5)
    let result = diff(old, view(), ids: &ids, index: &index)
    #expect(calls.value == 10, "an equal value cannot prove an equal transform")
    #expect(result.patches.isEmpty, "the rebuilt rows are equal")
    let first = try #require(index.ids.min())
    #expect(index.handler(for: first) == .action(.row(.select(1))))
  }

  @Test func aLazyNodeComparesAsWhatItBuilds() {
    let built: Node<Action> = p { "x" }
    #expect(lazy(1) { _ in p { "x" } } == built)
    #expect(built == lazy(1) { _ in p { "x" } })
    #expect(lazy(1) { _ in p { "x" } } != lazy(1) { _ in p { "y" } } as Node<Action>)
  }

  /// Every handler id of `node`, in document order.
  func handlerIDs(_ node: Node<Action>) -> [Int] {
    guard case .element(let element) = node else { return [] }
    return element.events.compactMap(\.id) + element.children.flatMap(handlerIDs)
  }

  /// The tree with every binding's id removed.
  func withoutIDs(_ node: Node<Action>) -> Node<Action> {
    guard case .element(var element) = node.built else { return node }
    element.setEvents(element.events.map { EventBinding(event: $0.event, handler: $0.handler) })
    element.setChildren(element.children.map(withoutIDs))
    return .element(element)
  }

  func sameHandlers(_ a: HandlerIndex<Action>, _ b: HandlerIndex<Action>) -> Bool {
    a.count == b.count
      && a.ids.allSatisfy { a.handler(for: $0) == b.handler(for: $0) && a.handler(for: $0) != nil }
  }
}

extension Node {
  /// The element with `key`.
  fileprivate func keyed(_ key: Int) -> Node {
    guard case .element(var element) = self else { return self }
    element.key = String(key)
    return .element(element)
  }
}
