import Testing

@testable import VDOM

@Suite struct PatchApplyTests {
  @Test func pathsResolveAgainstTheTreeAsPatched() throws {
    let tree = keyedList(["a", "b", "c"])
    let patched = try apply(
      [.move(path: [], from: 2, to: 0), .setText(path: [0, 0], text: "C")] as [Patch<Int>], to: tree
    )
    #expect(HTMLRenderer.render(patched) == "<ul><li>C</li><li>a</li><li>b</li></ul>")
  }

  @Test func spliceKeepsPrefixAndSuffixInUTF16() throws {
    let patched = try apply(
      [.spliceText(path: [0], insert: "—", suffix: 1, prefix: 3)] as [Patch<Int>],
      to: el("p", [.text("😀ab")]))
    #expect(patched == el("p", [.text("😀a—b")]))
  }

  @Test func missingNodesAndWrongKindsAreErrors() {
    let tree = el("div", [.text("t")])
    #expect(throws: PatchError.missingNode(path: [3])) {
      try apply([.setText(path: [3], text: "x")] as [Patch<Int>], to: tree)
    }
    #expect(throws: PatchError.wrongNodeKind(path: [0])) {
      try apply([.setAttribute(path: [0], attribute: .init("a", "b"))] as [Patch<Int>], to: tree)
    }
    #expect(throws: PatchError.missingNode(path: [1])) {
      try apply([.remove(path: [], index: 1, count: 1)] as [Patch<Int>], to: tree)
    }
  }

  @Test func adjacentTextsInTheResultAreReported() {
    #expect(throws: PatchError.unnormalizedResult) {
      try apply(
        [.insert(path: [], index: 1, nodes: [.text("u")])] as [Patch<Int>],
        to: el("div", [.text("t")]))
    }
  }
}
