import Testing

@testable import VDOM

@Suite struct DiffPropertyTests {
  /// For thousands of seeded random pairs, patching the old tree yields the
  /// new one, ids stay unique, and every id allocated is used.
  @Test(arguments: [false, true])
  func patchingTheOldTreeYieldsTheNewOne(keyed: Bool) throws {
    var trees = RandomTrees(seed: keyed ? 11 : 12, keyed: keyed)
    var ids = HandlerIDs()
    for _ in 0..<1000 {
      var old = mount(trees.tree(), ids: &ids)
      // A few generations in a row, like a session's successive renders.
      for _ in 0..<3 {
        let new = trees.mutate(old)
        let before = ids.next
        let result = try diffAndApply(old, new, ids: &ids)
        let allIDs = handlerIDs(result.tree)
        #expect(Set(allIDs).count == allIDs.count)
        #expect(allIDs.allSatisfy { $0 < ids.next })
        #expect(
          HTMLRenderer.render(try apply(result.patches, to: old))
            == HTMLRenderer.render(result.tree))
        #expect(ids.next - before == allIDs.filter { $0 >= before }.count, "every new id is used")
        old = result.tree
      }
    }
  }

}
