import Synchronization
import Testing
import TrellisTesting

@testable import VDOM

/// Counts a builder's calls.
final class BuilderCalls: Sendable {
  let count = Atomic(0)
  var value: Int { count.load(ordering: .relaxed) }
  func add() { count.add(1, ordering: .relaxed) }
}

/// Every handler id of `node`, in document order.
func handlerIDs<Action>(_ node: Node<Action>) -> [Int] {
  guard case .element(let element) = node else { return [] }
  return element.events.compactMap(\.id) + element.children.flatMap(handlerIDs)
}

/// The tree with every binding's id removed.
func withoutIDs<Action>(_ node: Node<Action>) -> Node<Action> {
  guard case .element(var element) = node.built else { return node }
  element.setEvents(element.events.map { EventBinding(event: $0.event, handler: $0.handler) })
  element.setChildren(element.children.map(withoutIDs))
  return .element(element)
}

/// Whether both indexes hold the same ids, each with an equal handler.
func sameHandlers<Action: Equatable>(_ a: HandlerIndex<Action>, _ b: HandlerIndex<Action>) -> Bool {
  a.count == b.count
    && a.ids.allSatisfy { a.handler(for: $0) == b.handler(for: $0) && a.handler(for: $0) != nil }
}

extension Node {
  /// The element with `key`.
  func keyed(_ key: Int) -> Node {
    guard case .element(var element) = self else { return self }
    element.key = String(key)
    return .element(element)
  }
}

/// The rows of the lazy tests' table: an id, a label that selects the row,
/// a link that removes it; the selected row is `danger`.
enum TableFixture {
  struct Row: Equatable, Sendable {
    var id: Int
    var label: String
  }

  enum Action: Equatable, Sendable {
    case select(Int)
    case remove(Int)
  }

  static let rows = (1...5).map { Row(id: $0, label: "row \($0)") }

  static func rowView(_ row: Row, _ isSelected: Bool) -> Node<Action> {
    tr(isSelected ? .class("danger") : .none) {
      td { String(row.id) }
      td { a(.class("lbl"), .onClick(.select(row.id))) { row.label } }
      td { a(.class("remove"), .onClick(.remove(row.id))) { "x" } }
    }
  }

  /// The table built eagerly, each row keyed by its id.
  static func eagerTable(_ rows: [Row], selected: Int? = nil) -> Node<Action> {
    tbody(.id("t")) {
      for row in rows { rowView(row, row.id == selected).keyed(row.id) }
    }
  }

  /// A table of `rows`, `selected` selected, counting its builds in `calls`.
  typealias Table = (_ rows: [Row], _ selected: Int?, _ calls: BuilderCalls) -> Node<Action>

  /// Checks that diffing `table` against itself builds nothing and keeps every id.
  static func checkEqualRowsAreNotBuilt(_ table: Table) throws {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let old = mount(table(rows, nil, calls), ids: &ids, index: &index)
    let next = ids.next
    let result = diff(old, table(rows, nil, calls), ids: &ids, index: &index)
    #expect(calls.value == 5, "no builder runs for equal rows")
    #expect(result.patches.isEmpty)
    #expect(ids.next == next)
    #expect(handlerIDs(result.tree) == handlerIDs(old))
    let first = try #require(handlerIDs(result.tree).first)
    #expect(index.handler(for: first) == .action(.select(1)))
    #expect(index.count == 10)
  }

  /// Checks that a move, a removal and an insertion build the inserted row alone.
  static func checkMovesBuildOnlyWhatIsNew(_ table: Table) throws {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let old = mount(table(Self.rows, nil, calls), ids: &ids, index: &index)
    var rows = Self.rows
    rows.swapAt(0, 4)
    rows.remove(at: 2)
    rows.insert(Row(id: 9, label: "new"), at: 1)
    let result = diff(old, table(rows, nil, calls), ids: &ids, index: &index)
    #expect(calls.value == 5 + 1, "only the inserted row is built")
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    #expect(withoutIDs(result.tree) == withoutIDs(eagerTable(rows)))
    #expect(sameHandlers(index, HandlerIndex(result.tree)))
    #expect(index.count == 10)
  }

  /// Checks that mounting `table` builds each row once, as the eager table
  /// renders, and that rendering it unmounted does too.
  static func checkMountBuildsEachRowOnce(_ table: Table) {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    let tree = mount(table(rows, nil, calls), ids: &ids)
    #expect(calls.value == 5)
    var eagerIDs = HandlerIDs()
    let eager = mount(eagerTable(rows), ids: &eagerIDs)
    #expect(HTMLRenderer.render(tree) == HTMLRenderer.render(eager))
    #expect(tree == eager)
    #expect(tree.element?.children.map(\.key) == ["1", "2", "3", "4", "5"])
    #expect(HTMLRenderer.render(table(rows, nil, calls)) == HTMLRenderer.render(eagerTable(rows)))
  }
}
