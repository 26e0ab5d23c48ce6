import Testing

@testable import Runtime

/// The changed-paths diff used for large states: only what changed, rows
/// matched from both ends, bounded text.
@Suite struct ValueChangesTests {
  struct Row: Equatable {
    var id: Int
    var label: String
  }

  enum Phase: Equatable {
    case idle
    case loading(page: Int)
    case failed(String)
  }

  struct Table: Equatable {
    var rows: [Row]
    var selected: Int?
    var phase: Phase
  }

  static func table(_ count: Int) -> Table {
    Table(
      rows: (0..<count).map { Row(id: $0, label: "row \($0)") }, selected: nil, phase: .idle)
  }

  func changes(_ old: Table, _ new: Table, limit: Int = 6_000) -> String? {
    ValueChanges.describe(from: old, to: new, limit: limit)
  }

  @Test func equalValuesHaveNoChanges() {
    #expect(changes(Self.table(50), Self.table(50)) == nil)
  }

  @Test func oneChangedFieldIsNamedByItsPath() throws {
    var new = Self.table(10_000)
    new.rows[9].label += " !!!"
    new.rows[9_999].label += " !!!"
    let text = try #require(changes(Self.table(10_000), new))
    #expect(
      text == """
          .rows[9].label
        -   "row 9"
        +   "row 9 !!!"
          .rows[9999].label
        -   "row 9999"
        +   "row 9999 !!!"
        """)
  }

  @Test func aSwapShowsOnlyTheTwoRows() throws {
    let old = Self.table(1_000)
    var new = old
    new.rows.swapAt(1, 998)
    let text = try #require(changes(old, new))
    #expect(text.contains(".rows[1].id\n-   1\n+   998"))
    #expect(text.contains(".rows[998].id\n-   998\n+   1"))
    #expect(!text.contains("rows[2]"))
  }

  @Test func aRemovedAndAnInsertedRowShowAsWholeRows() throws {
    let old = Self.table(100)
    var removed = old
    removed.rows.remove(at: 40)
    #expect(
      try #require(changes(old, removed)) == """
        - .rows[40]: ValueChangesTests.Row(
        -              id: 40,
        -              label: "row 40"
        -            )
        """)
    var inserted = old
    inserted.rows.insert(Row(id: 500, label: "new"), at: 3)
    let text = try #require(changes(old, inserted))
    #expect(text.hasPrefix("+ .rows[3]: ValueChangesTests.Row("))
    #expect(!text.contains("-"))
  }

  @Test func optionalsAndEnumCasesAreComparedByCase() throws {
    let old = Self.table(3)
    var new = old
    new.selected = 2
    new.phase = .loading(page: 2)
    #expect(
      try #require(changes(old, new)) == """
          .selected
        -   nil
        +   2
          .phase
        -   .idle
        +   .loading(
        +     page: 2
        +   )
        """)
    var later = new
    later.phase = .loading(page: 3)
    #expect(try #require(changes(new, later)) == "  .phase.loading.page\n-   2\n+   3")
  }

  @Test func theTextStopsAtItsLimit() throws {
    let old = Self.table(1_000)
    var new = old
    for index in new.rows.indices { new.rows[index].label = "changed" }
    let text = try #require(changes(old, new, limit: 500))
    #expect(text.hasSuffix("… (cut at 500 characters)"))
    #expect(text.utf8.count < 600)
  }
}
