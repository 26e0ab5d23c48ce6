import Testing

@testable import Runtime

/// The bounded reflection helpers behind the history's text and diff.
@Suite struct ValueReflectionTests {
  struct Item: Equatable {
    var name: String
    var tags: [String: Int]
  }

  struct Opaque {
    var value: Int
  }

  @Test func sizeIsProbedOnlyUpToTheBudget() {
    #expect(ValueReflection.isSmall(Array(repeating: 1, count: 100), budget: 200))
    #expect(!ValueReflection.isSmall(Array(repeating: 1, count: 100), budget: 50))
    #expect(!ValueReflection.isSmall(Array(repeating: [1, 2], count: 60), budget: 150))
    #expect(ValueReflection.isSmall("a long string counts as one value", budget: 1))
  }

  @Test func equalityUsesEquatableWhenTheTypeHasIt() {
    #expect(
      ValueReflection.equal([Item(name: "a", tags: [:])], [Item(name: "a", tags: [:])]) == true)
    #expect(ValueReflection.equal(Item(name: "a", tags: [:]), Item(name: "b", tags: [:])) == false)
    #expect(ValueReflection.equal(1, "1") == false)
    #expect(ValueReflection.equal(Opaque(value: 1), Opaque(value: 1)) == nil)
  }

  @Test func theDumpFollowsCustomDumpsLayout() {
    let item = Item(name: "fig", tags: ["ripe": 1])
    #expect(
      ValueReflection.dump([item, Item(name: "", tags: [:])], limit: 1_000) == """
        [
          [0]: ValueReflectionTests.Item(
            name: "fig",
            tags: [
              ["ripe"]: 1
            ]
          ),
          [1]: ValueReflectionTests.Item(
            name: "",
            tags: [:]
          )
        ]
        """)
  }

  @Test func aLargeValueIsDumpedOnlyUpToTheLimit() {
    let rows = (0..<100_000).map { Item(name: "row \($0)", tags: [:]) }
    let text = History<Int, Int>.text(of: rows, limit: 300)
    #expect(text.hasPrefix("[\n  [0]: ValueReflectionTests.Item("))
    #expect(text.hasSuffix("… (cut at 300 characters)"))
  }
}
