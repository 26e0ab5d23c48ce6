import MarkupValidation
import Testing
import VDOM

/// The diff's seeded random trees are shaped to survive a browser's parser;
/// their renderings (mounted, so bindings are rendered) must validate clean,
/// which checks the generator and the validator against each other.
@Suite struct RandomTreesValidateTests {
  @Test(arguments: [false, true])
  func randomTreesAndTheirMutationsValidate(keyed: Bool) {
    var trees = RandomTrees(seed: keyed ? 7 : 11, keyed: keyed)
    let validator = MarkupValidator(checks: .structure)
    for _ in 0..<150 {
      let tree = trees.tree()
      let next = trees.mutate(tree)
      for node in [tree, next] {
        var ids = HandlerIDs()
        // The generator may rename an <svg> to a <span> and keep its shapes:
        // unknown HTML elements, which a browser keeps in place.
        let issues = validator.validate(mount(node, ids: &ids)).filter {
          $0.kind != .unknownElement
        }
        #expect(issues.isEmpty, "\(issues)\n\(HTMLRenderer.render(node))")
      }
    }
  }
}
