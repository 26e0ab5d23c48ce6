import Testing

@testable import VDOM

@Suite struct DiffKeyedTests {
  private func keyedDiff(_ old: [String], _ new: [String]) throws -> Diff<Int> {
    var ids = HandlerIDs()
    return try diffAndApply(keyedList(old), keyedList(new), ids: &ids)
  }

  private let thousand = (0..<1000).map { "r\($0)" }

  @Test func swappingTwoOfAThousandRowsIsTwoMoves() throws {
    var swapped = thousand
    swapped.swapAt(1, 998)
    let result = try keyedDiff(thousand, swapped)
    #expect(result.moveCount == 2)
    #expect(result.patches.count == 2)
  }

  @Test func exchangingAFewRowsAndReplacingOneMovesOnlyThose() throws {
    var changed = thousand
    changed.swapAt(3, 700)
    changed.swapAt(10, 500)
    changed[250] = "new"
    let result = try keyedDiff(thousand, changed)
    #expect(result.moveCount == 4)
    #expect(result.patches.filter { $0.opCode == .insert }.count == 1)
    #expect(result.patches.filter { $0.opCode == .remove }.count == 1)
  }

  @Test func aKeyRepeatedByARowThatStaysLeavesThatRowInPlace() throws {
    // "k" comes where "a" was and also stays where it is; "c" and "d" swap.
    let result = try keyedDiff(["a", "k", "c", "d"], ["k", "k", "d", "c"])
    #expect(result.moveCount == 1)
    #expect(result.patches.filter { $0.opCode == .insert }.count == 1)
    #expect(result.patches.filter { $0.opCode == .remove }.count == 1)
  }

  @Test func removingOneRowIsOneRemoval() throws {
    var shorter = thousand
    shorter.remove(at: 500)
    #expect(try keyedDiff(thousand, shorter).patches == [.remove(path: [], index: 500, count: 1)])
  }

  @Test func insertingInTheMiddleIsOneInsertion() throws {
    var longer = thousand
    longer.insert(contentsOf: ["x", "y"], at: 400)
    let result = try keyedDiff(thousand, longer)
    #expect(
      result.patches == [
        .insert(path: [], index: 400, nodes: keyedList(["x", "y"]).element!.children)
      ])
  }

  @Test func reversingMovesAllButOne() throws {
    let keys = (0..<50).map { "k\($0)" }
    let result = try keyedDiff(keys, keys.reversed())
    #expect(result.moveCount == 49)
  }

  @Test func movingOneRowToTheFrontIsOneMove() throws {
    let result = try keyedDiff(["a", "b", "c", "d"], ["d", "a", "b", "c"])
    #expect(result.patches == [.move(path: [], from: 3, to: 0)])
  }

  @Test func shuffleMovesExactlyTheRowsOffTheLongestIncreasingRun() throws {
    var rng = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      let old = (0..<40).map { "k\($0)" }
      let new = old.shuffled(using: &rng)
      let positions = old.map { key in new.firstIndex(of: key)! }
      let longest = longestIncreasingSubsequenceMembers(positions).filter { $0 }.count
      #expect(try keyedDiff(old, new).moveCount == old.count - longest)
    }
  }

  @Test func replacingAllRowsIsOneRemovalAndOneInsertion() throws {
    let result = try keyedDiff(thousand, (0..<1000).map { "s\($0)" })
    #expect(result.patches.map(\.opCode) == [.remove, .insert])
  }

  @Test func clearingIsOneRemoval() throws {
    let result = try keyedDiff(thousand, [])
    #expect(result.patches == [.remove(path: [], index: 0, count: 1000)])
  }

  @Test func duplicateKeysFallBackToPositions() throws {
    let result = try keyedDiff(["a", "b", "c"], ["c", "c", "a"])
    #expect(result.moveCount == 0)
  }

  @Test func keptRowsArePatchedAtTheirNewIndex() throws {
    var ids = HandlerIDs()
    let old = el("ul", [el("li", key: "a", [.text("1")]), el("li", key: "b", [.text("2")])])
    let new = el("ul", [el("li", key: "b", [.text("2!")]), el("li", key: "a", [.text("1")])])
    let result = try diffAndApply(old, new, ids: &ids)
    #expect(result.patches.last?.path == [0, 0])
  }

  @Test func longestIncreasingSubsequenceIsLongest() {
    let members = longestIncreasingSubsequenceMembers([3, 1, 2, 9, 4, 5, 0])
    #expect(zip([3, 1, 2, 9, 4, 5, 0], members).filter(\.1).map(\.0) == [1, 2, 4, 5])
    #expect(longestIncreasingSubsequenceMembers([]) == [])
  }
}
