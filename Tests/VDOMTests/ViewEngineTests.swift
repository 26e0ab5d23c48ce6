import Testing

@testable import VDOM

/// A `ViewEngine` is the same operations behind closures: every result must
/// equal the direct call's, on random trees.
@Suite struct ViewEngineTests {
  @Test(arguments: [false, true])
  func theEngineAgreesWithTheFunctionsItWraps(keyed: Bool) {
    let engine = ViewEngine<Int>()
    var trees = RandomTrees(seed: keyed ? 7 : 11, keyed: keyed)
    for _ in 0..<200 {
      let first = trees.tree()
      let second = trees.mutate(first)

      var ids = HandlerIDs()
      var engineIDs = HandlerIDs()
      let old = mount(first, ids: &ids)
      let engineOld = engine.mount(first, ids: &engineIDs)
      #expect(engineOld == old)

      let direct = diff(old, second, ids: &ids)
      let viaEngine = engine.diff(engineOld, second, ids: &engineIDs)
      #expect(viaEngine == direct)
      #expect(engineIDs == ids)
      #expect(engine.encode(viaEngine.patches) == PatchEncoder.encodeString(direct.patches))
      #expect(engine.render(viaEngine.tree) == HTMLRenderer().renderBytes(direct.tree))
      #expect(
        engine.render(viaEngine.tree, with: .pretty) == HTMLRenderer.pretty.renderBytes(direct.tree)
      )
      #expect(engine.index(viaEngine.tree).count == HandlerIndex(direct.tree).count)
    }
  }
}
