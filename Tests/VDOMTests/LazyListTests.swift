import Testing
import TrellisTesting

@testable import VDOM

@Suite struct LazyListTests {
  typealias Row = TableFixture.Row
  typealias Action = TableFixture.Action

  func table(
    _ rows: [Row], selected: Int? = nil, calls: BuilderCalls, shell: Node<Action> = tbody(.id("t"))
  ) -> Node<Action> {
    lazy(shell, each: rows, key: \.id, with: { $0.id == selected }) { row, isSelected in
      calls.add()
      return TableFixture.rowView(row, isSelected)
    }
  }

  @Test func mountBuildsEveryItemOnceAndRendersAsTheEagerView() {
    TableFixture.checkMountBuildsEachRowOnce { table($0, selected: $1, calls: $2) }
  }

  @Test func equalItemsAreNotBuiltAndKeepTheirHandlerIDs() throws {
    try TableFixture.checkEqualRowsAreNotBuilt { table($0, selected: $1, calls: $2) }
  }

  @Test func aChangedSecondValueOrItemIsBuiltAndPatchedAlone() throws {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let old = mount(table(TableFixture.rows, selected: 2, calls: calls), ids: &ids, index: &index)
    var rows = TableFixture.rows
    rows[2].label = "changed"
    let result = diff(old, table(rows, selected: 4, calls: calls), ids: &ids, index: &index)
    #expect(calls.value == 5 + 3, "the changed row, the one unselected and the one selected")
    #expect(result.patches.count == 3)
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    #expect(withoutIDs(result.tree) == withoutIDs(TableFixture.eagerTable(rows, selected: 4)))
    #expect(sameHandlers(index, HandlerIndex(result.tree)))
  }

  @Test func theSameItemsWithAnotherSelectionBuildTheTwoRowsAlone() throws {
    // One array in both lists (a select keeps the state's rows): its items
    // are not compared, the second values are.
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let rows = TableFixture.rows
    let old = mount(table(rows, selected: 2, calls: calls), ids: &ids, index: &index)
    let result = diff(old, table(rows, selected: 4, calls: calls), ids: &ids, index: &index)
    #expect(calls.value == 5 + 2, "the row unselected and the one selected")
    let before = try #require(old.element).children
    let after = try #require(result.tree.element).children
    for position in before.indices where ![1, 3].contains(position) {
      #expect(after[position].element?.storage === before[position].element?.storage)
    }
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    #expect(withoutIDs(result.tree) == withoutIDs(TableFixture.eagerTable(rows, selected: 4)))
    #expect(sameHandlers(index, HandlerIndex(result.tree)))
  }

  @Test func keptChildrenAreTheOldOnesNotCopies() throws {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    let old = mount(table(TableFixture.rows, calls: calls), ids: &ids)
    var rows = TableFixture.rows
    rows.swapAt(0, 4)
    rows.remove(at: 2)
    let result = diff(old, table(rows, selected: 2, calls: calls), ids: &ids)
    let before = try #require(old.element).children
    let after = try #require(result.tree.element).children
    func storage(_ node: Node<Action>) -> ObjectIdentifier? {
      node.element.map { ObjectIdentifier($0.storage) }
    }
    // Rows 5, 4 and 1 are kept; row 2, now selected, is built again.
    #expect(storage(after[0]) == storage(before[4]))
    #expect(storage(after[1]) != storage(before[1]))
    #expect(storage(after[2]) == storage(before[3]))
    #expect(storage(after[3]) == storage(before[0]))
  }

  @Test func movesInsertionsAndRemovalsBuildOnlyWhatIsNew() throws {
    try TableFixture.checkMovesBuildOnlyWhatIsNew { table($0, selected: $1, calls: $2) }
  }

  @Test func repeatedKeysAreBuiltAndComparedByPosition() throws {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let twice = [Row(id: 1, label: "a"), Row(id: 2, label: "b"), Row(id: 1, label: "c")]
    let old = mount(table(twice, calls: calls), ids: &ids, index: &index)
    let next = [Row(id: 2, label: "b"), Row(id: 1, label: "c"), Row(id: 1, label: "a")]
    let result = diff(old, table(next, calls: calls), ids: &ids, index: &index)
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    #expect(withoutIDs(result.tree) == withoutIDs(TableFixture.eagerTable(next)))
    #expect(sameHandlers(index, HandlerIndex(result.tree)))
  }

  @Test func theShellsChildrenComeFirstAndItsAttributesArePatched() throws {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let shell = { (name: String) -> Node<Action> in
      ul(.class(name)) { li { "head" } }
    }
    let list = { (rows: [Row], name: String) -> Node<Action> in
      lazy(shell(name), each: rows, key: \.id) { row in
        calls.add()
        return li(.onClick(.select(row.id))) { row.label }
      }
    }
    let old = mount(list(TableFixture.rows, "a"), ids: &ids, index: &index)
    #expect(
      HTMLRenderer.render(old).hasPrefix(#"<ul class="a"><li>head</li><li data-t-click="1">"#))
    let rows = Array(TableFixture.rows.dropFirst())
    let result = diff(old, list(rows, "b"), ids: &ids, index: &index)
    #expect(calls.value == 5, "the kept rows are not built")
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    // The shell's unkeyed child makes the children compared by position.
    #expect(
      HTMLRenderer.render(withoutIDs(result.tree)).hasPrefix(
        #"<ul class="b"><li>head</li><li>row 2</li>"#))
    #expect(sameHandlers(index, HandlerIndex(result.tree)))
  }

  @Test func anotherCallBuildsEverything() {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    let old = mount(table(TableFixture.rows, calls: calls), ids: &ids)
    let other: Node<Action> = lazy(tbody(.id("t")), each: TableFixture.rows, key: \.id) { row in
      calls.add()
      return TableFixture.rowView(row, false)
    }
    let result = diff(old, other, ids: &ids)
    #expect(calls.value == 10)
    #expect(result.patches.isEmpty, "what it builds is equal")
  }

  @Test func anUnmountedOldListLeavesNoChildWithoutIDs() {
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    // Its children have no ids to keep: none is reused unvisited.
    let old = table(TableFixture.rows, calls: calls)
    let result = diff(old, table(TableFixture.rows, selected: 1, calls: calls), ids: &ids)
    #expect(handlerIDs(result.tree).count == 10)
    #expect(Set(handlerIDs(result.tree)).count == 10)
  }

  @Test func aBuilderReturningTextIsNormalisedAndStillCorrect() throws {
    var ids = HandlerIDs()
    let list = { (words: [String]) -> Node<Action> in
      lazy(p(), each: words, key: { $0 }) { word in .text(word) }
    }
    let old = mount(list(["a", "b"]), ids: &ids)
    #expect(HTMLRenderer.render(old) == "<p>ab</p>")
    let result = diff(old, list(["a", "c"]), ids: &ids)
    #expect(HTMLRenderer.render(result.tree) == "<p>ac</p>")
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
  }

  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func randomEditsMatchTheEagerView(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let calls = BuilderCalls()
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    var rows = (1...12).map { Row(id: $0, label: "row \($0)") }
    var selected: Int? = nil
    var nextID = 13
    var tree = mount(table(rows, calls: calls), ids: &ids, index: &index)
    for _ in 0..<25 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where rows.count > 1:
        rows.swapAt(
          Int.random(in: 0..<rows.count, using: &random),
          Int.random(in: 0..<rows.count, using: &random))
      case 1 where !rows.isEmpty: rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
      case 2:
        rows.insert(
          Row(id: nextID, label: "new \(nextID)"),
          at: Int.random(in: 0...rows.count, using: &random)
        )
        nextID += 1
      case 3:
        for position in rows.indices where position % 3 == 0 { rows[position].label += "!" }
      case 4: selected = rows.randomElement(using: &random)?.id
      default: rows.shuffle(using: &random)
      }
      let before = calls.value
      let result = diff(
        tree, table(rows, selected: selected, calls: calls), ids: &ids, index: &index)
      #expect(calls.value - before <= rows.count)
      #expect(
        try PatchOracle.shape(after: result.patches, on: tree)
          == PatchOracle.shape(of: result.tree))
      #expect(
        withoutIDs(result.tree) == withoutIDs(TableFixture.eagerTable(rows, selected: selected)))
      #expect(sameHandlers(index, HandlerIndex(result.tree)))
      #expect(Set(handlerIDs(result.tree)).count == 2 * rows.count)
      tree = result.tree
    }
  }
}
