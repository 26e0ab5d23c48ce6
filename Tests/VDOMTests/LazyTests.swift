import Testing
import TrellisTesting

@testable import VDOM

@Suite struct LazyTests {
  typealias Row = TableFixture.Row
  typealias Action = TableFixture.Action

  func table(_ rows: [Row], selected: Int? = nil, calls: BuilderCalls) -> Node<Action> {
    tbody(.id("t")) {
      for row in rows {
        lazy(row, row.id == selected, key: row.id) { row, isSelected in
          calls.add()
          return TableFixture.rowView(row, isSelected)
        }
      }
    }
  }

  @Test func mountBuildsEveryRowOnceAndRendersAsTheEagerView() {
    TableFixture.checkMountBuildsEachRowOnce { table($0, selected: $1, calls: $2) }
  }

  @Test func anEqualValueIsNotBuiltAndKeepsItsHandlerIDs() throws {
    try TableFixture.checkEqualRowsAreNotBuilt { table($0, selected: $1, calls: $2) }
  }

  @Test func aChangedValueIsBuiltAndPatchedAlone() throws {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    let old = mount(table(TableFixture.rows, calls: calls), ids: &ids)
    var rows = TableFixture.rows
    rows[2].label = "changed"
    let result = diff(old, table(rows, selected: 4, calls: calls), ids: &ids)
    #expect(calls.value == 5 + 2, "the changed row and the newly selected one")
    #expect(result.patches.count == 2)
    let expected = withoutIDs(TableFixture.eagerTable(rows, selected: 4))
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    #expect(withoutIDs(result.tree) == expected)
  }

  @Test func movesInsertionsAndRemovalsReuseWhatTheyKeep() throws {
    try TableFixture.checkMovesBuildOnlyWhatIsNew { table($0, selected: $1, calls: $2) }
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
    let calls = BuilderCalls()
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
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Parent>()
    let view = { table(TableFixture.rows, calls: calls).map(Parent.row) }
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
}
