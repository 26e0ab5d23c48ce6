import Testing
import TrellisTesting

@testable import VDOM

@Suite struct DiffPropertyTests {
  /// For thousands of seeded random pairs, patching the old tree yields the
  /// new one, ids stay unique, and every id allocated is used; also with
  /// memoised keyed children, whose subtrees are functions of their memos,
  /// as `.memo` elements or as lazy nodes. The handler index the diff keeps
  /// equals a walk of the new tree.
  @Test(arguments: [
    (false, false, false), (true, false, false), (true, true, false), (true, true, true),
  ])
  func patchingTheOldTreeYieldsTheNewOne(keyed: Bool, memos: Bool, lazies: Bool) async throws {
    var trees = RandomTrees(seed: keyed ? (memos ? (lazies ? 14 : 13) : 11) : 12, keyed: keyed)
    trees.memos = memos
    trees.lazies = lazies
    var ids = HandlerIDs()
    var index = HandlerIndex<Int>()
    var memoised = 0
    for _ in 0..<1000 {
      // Seconds of CPU: let other tests' tasks have the thread now and then.
      await Task.yield()
      index = HandlerIndex()
      var old = mount(trees.tree(), ids: &ids, index: &index)
      #expect(sameEntries(index, HandlerIndex(old)))
      // A few generations in a row, like a session's successive renders.
      for _ in 0..<3 {
        let new = trees.mutate(old)
        let before = ids.next
        let result = try diffAndApply(old, new, ids: &ids, index: &index)
        #expect(sameEntries(index, HandlerIndex(result.tree)))
        let allIDs = handlerIDs(result.tree)
        #expect(Set(allIDs).count == allIDs.count)
        #expect(allIDs.allSatisfy { $0 < ids.next })
        #expect(
          try PatchOracle.shape(after: result.patches, on: old)
            == PatchOracle.shape(of: result.tree))
        #expect(wireShape(result.tree, keepingIDs: false) == wireShape(new, keepingIDs: false))
        #expect(ids.next - before == allIDs.filter { $0 >= before }.count, "every new id is used")
        memoised += memoCount(result.tree)
        old = result.tree
      }
    }
    #expect(memos ? memoised > 1000 : memoised == 0)
  }

  /// How many elements of `node` carry a memo.
  func memoCount(_ node: Node<Int>) -> Int {
    guard case .element(let element) = node else { return 0 }
    return (element.memo == nil ? 0 : 1) + element.children.reduce(0) { $0 + memoCount($1) }
  }
}
