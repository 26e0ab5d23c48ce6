import Testing
import TrellisTesting

@testable import VDOM

@Suite struct MemoTests {
  typealias Row = TableFixture.Row
  typealias Action = TableFixture.Action

  /// A keyed row memoised on `row` and built only from it.
  func rowView(_ row: Row, memoised: Bool = true) -> Node<Action> {
    tr(.key(row.id), memoised ? .memo(row) : .none) {
      td { String(row.id) }
      td { a(.class("lbl"), .onClick(.select(row.id))) { row.label } }
      td { a(.class("remove"), .onClick(.remove(row.id))) { "x" } }
    }
  }

  func table(_ rows: [Row], memoised: Bool = true) -> Node<Action> {
    tbody { for row in rows { rowView(row, memoised: memoised) } }
  }

  static let rows = (1...5).map { Row(id: $0, label: "row \($0)") }

  /// Every handler id of `node`, in document order.
  func ids(_ node: Node<Action>) -> [Int] {
    guard case .element(let element) = node else { return [] }
    return element.events.compactMap(\.id) + element.children.flatMap(ids)
  }

  @Test func equalMemosGiveNoPatchesAndKeepTheHandlerIDs() throws {
    var ids = HandlerIDs()
    let old = mount(table(Self.rows), ids: &ids)
    let next = ids.next
    let result = diff(old, table(Self.rows), ids: &ids)
    #expect(result.patches.isEmpty)
    #expect(ids.next == next, "no id is allocated for a reused subtree")
    #expect(self.ids(result.tree) == self.ids(old))
    #expect(self.ids(result.tree).count == 10)
    let index = HandlerIndex(result.tree)
    let firstID = try #require(self.ids(result.tree).first)
    #expect(index.handler(for: firstID) == .action(.select(1)))
  }

  @Test func aMemoisedRootIsReusedToo() {
    // The memo claims the subtree is unchanged; the old one is kept, even
    // though this new view (wrongly) differs, so no text patch is made.
    let row = Self.rows[0]
    var ids = HandlerIDs()
    let shown: Node<Action> = tr(.memo(row)) { td { "shown" } }
    let notShown: Node<Action> = tr(.memo(row)) { td { "not shown" } }
    let old = mount(shown, ids: &ids)
    let result = diff(old, notShown, ids: &ids)
    #expect(result.patches.isEmpty)
    #expect(result.tree == old)
  }

  @Test func anEqualMemoOnAnotherTagIsReplacedNotReused() throws {
    var ids = HandlerIDs()
    let old = mount(
      div {
        p(.memo(1)) { "a" }
        p(.memo(2)) { "b" }
      } as Node<Action>, ids: &ids)
    let new: Node<Action> = div {
      span(.memo(1)) { "a" }
      p(.memo(2)) { "b" }
    }
    let result = diff(old, new, ids: &ids)
    #expect(result.tree == new)
    #expect(result.patches.count == 1)
    #expect(result.patches.first?.opCode == .replace)
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
  }

  @Test func differentMemosGiveTheNormalPatches() throws {
    var changed = Self.rows
    changed[2].label = "changed"
    changed.swapAt(0, 4)
    var memoIDs = HandlerIDs()
    let memoOld = mount(table(Self.rows), ids: &memoIDs)
    let memoised = diff(memoOld, table(changed), ids: &memoIDs)
    var plainIDs = HandlerIDs()
    let plainOld = mount(table(Self.rows, memoised: false), ids: &plainIDs)
    let plain = diff(plainOld, table(changed, memoised: false), ids: &plainIDs)
    #expect(!plain.patches.isEmpty)
    #expect(PatchEncoder.encodeString(memoised.patches) == PatchEncoder.encodeString(plain.patches))
    #expect(
      try PatchOracle.shape(after: memoised.patches, on: memoOld)
        == PatchOracle.shape(of: memoised.tree))
  }

  @Test func aChangedLabelGivesExactlyItsTextPatch() throws {
    var ids = HandlerIDs()
    let old = mount(table(Self.rows), ids: &ids)
    var changed = Self.rows
    changed[3].label = "row 4 !!!"
    let result = diff(old, table(changed), ids: &ids)
    #expect(result.patches.count == 1)
    guard case .spliceText(let path, let insert, _, _) = try #require(result.patches.first) else {
      Issue.record("expected a text patch, got \(result.patches)")
      return
    }
    #expect(path == [3, 1, 0, 0])
    #expect(insert == " !!!")
    #expect(
      try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
    // The changed row keeps its ids, the others are reused: ids as on a first render.
    var fresh = HandlerIDs()
    #expect(result.tree == mount(table(changed), ids: &fresh))
  }

  @Test func memosMatchOnlyEqualValuesOfTheSameType() {
    #expect(Memo(1).matches(Memo(1)))
    #expect(!Memo(1).matches(Memo(2)))
    #expect(!Memo(1).matches(Memo("1")))
    #expect(!Memo(1).matches(Memo(Int64(1))))
    let memo = Memo(Row(id: 1, label: "a"))
    #expect(memo.matches(memo))
    #expect(memo.matches(Memo(Row(id: 1, label: "a"))))
  }

  @Test func aMemoIsNotRenderedAndIgnoredByEquality() throws {
    let memoised = rowView(Self.rows[0])
    let plain = rowView(Self.rows[0], memoised: false)
    #expect(memoised.element?.memo != nil)
    #expect(plain.element?.memo == nil)
    #expect(memoised == plain)
    #expect(HTMLRenderer.render(memoised) == HTMLRenderer.render(plain))
  }

  @Test func mapDropsMemos() throws {
    let mapped: Node<Int> = rowView(Self.rows[0]).map { _ in 0 }
    #expect(mapped.element?.memo == nil)
    var ids = HandlerIDs()
    let old = mount(rowView(Self.rows[0]).map { _ in 1 }, ids: &ids)
    let result = diff(old, rowView(Self.rows[0]).map { _ in 2 }, ids: &ids)
    let id = mappedFirstID(result.tree)
    #expect(id > 0)
    let handler = try #require(HandlerIndex(result.tree).handler(for: id))
    #expect(handler == .action(2), "a different transform is not hidden by an equal memo")
  }

  private func mappedFirstID(_ node: Node<Int>) -> Int {
    guard case .element(let element) = node else { return -1 }
    if let id = element.events.first?.id { return id }
    for child in element.children where mappedFirstID(child) != -1 { return mappedFirstID(child) }
    return -1
  }
}
