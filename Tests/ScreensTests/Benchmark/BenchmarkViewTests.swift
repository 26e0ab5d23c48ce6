import Screens
import SnapshotTesting
import Testing
import Trellis
import TrellisTesting
import VDOMSnapshotting

@testable import VDOM

/// The view: js-framework-benchmark's DOM contract, as validated snapshots
/// and as structural checks.
@Suite struct BenchmarkViewTests {
  let screen = Benchmark()
  let environment = Benchmark.Environment(newSeed: { 42 })

  func state(_ actions: [Benchmark.Action], from start: Benchmark.State = .init())
    -> Benchmark.State
  {
    var state = start
    for action in actions { _ = screen.reduce(&state, action, environment) }
    return state
  }

  /// Three rows, the first updated, the second selected.
  var small: Benchmark.State {
    var table = Benchmark.State(
      seed: 42, nextID: 4, rows: (1...3).map { Benchmark.Row(id: $0, seed: 42) })
    table.rows[0] = Benchmark.Row(id: 1, seed: 42, updates: 1)
    table.selected = 2
    return table
  }

  @Test func empty() {
    assertSnapshot(of: screen.view(.init()), as: .html)
  }

  @Test func threeRowsOneUpdatedOneSelected() {
    assertSnapshot(of: screen.view(small), as: .html)
  }

  @Test func theButtonsAreTheOriginals() throws {
    let buttons = elements(screen.view(.init())) { $0.tag == "button" }
    #expect(
      buttons.map { $0.attribute("id")?.value } == [
        "run", "runlots", "add", "update", "clear", "swaprows",
      ])
    for button in buttons {
      #expect(button.attribute("type")?.value == "button")
      #expect(button.attribute("class")?.value == "btn btn-primary btn-block")
    }
    let tables = elements(screen.view(.init())) { $0.tag == "table" }
    let table = try #require(tables.first)
    #expect(table.attribute("class")?.value == "table table-hover table-striped test-data")
    #expect(table.children.first?.element?.attribute("id")?.value == "tbody")
    let preload = elements(screen.view(.init())) {
      ($0.attribute("class")?.value ?? "").contains("preloadicon")
    }
    #expect(preload.count == 1)
  }

  @Test func everyRowFollowsTheContract() throws {
    let view = screen.view(small)
    let bodies = elements(view) { $0.attribute("id")?.value == "tbody" }
    let tbody = try #require(bodies.first)
    #expect(tbody.children.map(\.key) == ["1", "2", "3"])
    for (node, row) in zip(tbody.children, small.rows) {
      let tr = try #require(node.element)
      #expect(tr.tag == "tr")
      #expect(tr.attribute("class")?.value == (row.id == 2 ? "danger" : nil))
      let cells = tr.children.compactMap(\.element)
      #expect(cells.map(\.tag) == ["td", "td", "td", "td"])
      #expect(
        cells.map { $0.attribute("class")?.value } == [
          "col-md-1", "col-md-4", "col-md-1", "col-md-6",
        ])
      #expect(cells[0].children == [.text(String(row.id))])
      let label = try #require(cells[1].children.first?.element)
      #expect(label.tag == "a" && label.attribute("class")?.value == "lbl")
      #expect(label.children == [.text(row.label)])
      let remove = try #require(cells[2].children.first?.element)
      #expect(remove.tag == "a" && remove.attribute("class")?.value == "remove")
      let icon = try #require(remove.children.first?.element)
      #expect(icon.attribute("class")?.value == "remove glyphicon glyphicon-remove")
      #expect(icon.attribute("aria-hidden")?.value == "true")
    }
    #expect(small.rows[0].label.hasSuffix(" !!!"))
  }

  @Test func rowsAreOneLazyListKeyedByTheirIDs() throws {
    let tables = elements(screen.view(small)) { $0.tag == "table" }
    let table = try #require(tables.first)
    guard case .lazy(let list) = try #require(table.children.first) else {
      Issue.record("the rows are built eagerly")
      return
    }
    let tbody = try #require(list.build().element)
    #expect(tbody.attribute("id")?.value == "tbody")
    #expect(tbody.children.map(\.key) == small.rows.map { String($0.id) })
  }

  @Test func selectingBuildsOnlyTheTwoRowsItChanges() throws {
    let thousand = state([.runTapped, .labelTapped(10)])
    var ids = HandlerIDs()
    let shown = mount(screen.view(thousand), ids: &ids)
    let result = diff(shown, screen.view(state([.labelTapped(500)], from: thousand)), ids: &ids)
    let isBody = { (element: Element<Benchmark.Action>) in
      element.attribute("id")?.value == "tbody"
    }
    let before = try #require(elements(shown, where: isBody).first)
    let after = try #require(elements(result.tree, where: isBody).first)
    // A kept row is the very element shown before (its storage), not an equal copy.
    func storage(_ node: Node<Benchmark.Action>) -> ObjectIdentifier? {
      node.element.map { ObjectIdentifier($0.storage) }
    }
    let pairs = Array(zip(before.children, after.children))
    #expect(pairs.indices.filter { storage(pairs[$0].0) != storage(pairs[$0].1) } == [9, 499])
    #expect(result.patches.count == 2)
  }

  @Test func everyButtonAndLinkSendsItsAction() {
    var ids = HandlerIDs()
    let tree = mount(screen.view(small), ids: &ids)
    let index = HandlerIndex(tree)
    let actions = (1..<ids.next).compactMap { index.handler(for: $0)?.action(for: EventPayload()) }
    #expect(
      actions == [
        .runTapped, .runLotsTapped, .addTapped, .updateTapped, .clearTapped, .swapRowsTapped,
        .labelTapped(1), .removeTapped(1), .labelTapped(2), .removeTapped(2),
        .labelTapped(3), .removeTapped(3),
      ])
  }

  /// The bytes of the patch that takes the browser from `before` to `after`.
  func patchBytes(from before: Benchmark.State, to after: Benchmark.State) -> Int {
    var ids = HandlerIDs()
    let shown = mount(screen.view(before), ids: &ids)
    let result = diff(shown, screen.view(after), ids: &ids)
    // The patches really take the shown tree to the new one.
    let patched = try? PatchOracle.shape(after: result.patches, on: shown)
    #expect(patched == PatchOracle.shape(of: result.tree))
    return PatchEncoder.encode(result.patches).count
  }

  @Test func patchesOnAThousandRowsAreSmall() {
    let thousand = state([.runTapped])
    let swap = patchBytes(from: thousand, to: state([.swapRowsTapped], from: thousand))
    let update = patchBytes(from: thousand, to: state([.updateTapped], from: thousand))
    let select = patchBytes(from: thousand, to: state([.labelTapped(500)], from: thousand))
    let remove = patchBytes(from: thousand, to: state([.removeTapped(500)], from: thousand))
    let clear = patchBytes(from: thousand, to: state([.clearTapped], from: thousand))
    let append = patchBytes(from: thousand, to: state([.addTapped], from: thousand))
    #expect(swap <= 200)
    #expect(update <= 3_000)
    #expect(select <= 100)
    #expect(remove <= 100)
    #expect(clear <= 100)
    // Appending sends the new rows' HTML, and nothing for the old ones.
    let create = patchBytes(from: .init(), to: thousand)
    #expect(append < create * 12 / 10)
  }
}

/// Every element of `node` (itself included) that `matches`, in document order.
func elements<Action>(_ node: Node<Action>, where matches: (Element<Action>) -> Bool) -> [Element<
  Action
>] {
  guard let element = node.element else { return [] }
  return (matches(element) ? [element] : [])
    + element.children.flatMap { elements($0, where: matches) }
}
