import Foundation
import VDOM

/// The diff's test oracle: the page a browser shows after a batch of
/// patches, found the way the browser client finds it — the tree rendered
/// and parsed, then the batch's wire encoding applied by ``PatchApplier``,
/// the one patch interpreter of the tests.
///
/// A page is compared by its shape: every element with its attributes (in
/// name order) and every text node, so two adjacent texts the browser keeps
/// apart differ from one text, as they do for the paths of the next batch.
///
/// ```swift
/// let result = diff(old, new, ids: &ids)
/// #expect(try PatchOracle.shape(after: result.patches, on: old) == PatchOracle.shape(of: result.tree))
/// ```
package enum PatchOracle {
  /// The shape of the page `tree` renders to, as a browser parses it.
  package static func shape<Action>(of tree: Node<Action>) -> String {
    holder(of: tree).children.map(\.shape).joined()
  }

  /// The shape of the page `tree` renders to once `patches` are applied
  /// through their wire encoding; throws the code the client would report
  /// (`patch.missing-node`…).
  package static func shape<Action>(after patches: [Patch<Action>], on tree: Node<Action>)
    throws -> String
  {
    let holder = holder(of: tree)
    let json = Data(PatchEncoder.encodeString(patches).utf8)
    guard let operations = try? JSONSerialization.jsonObject(with: json) as? [Any] else {
      throw PatchApplier.Failure(code: "patch.bad-json", at: 0)
    }
    try PatchApplier.apply(operations, under: holder)
    return holder.children.map(\.shape).joined()
  }

  private static func holder<Action>(of tree: Node<Action>) -> DOMNode {
    let holder = DOMNode(tag: "#fragment")
    holder.insert(HTMLParser.parse(HTMLRenderer.render(tree)), at: 0)
    return holder
  }
}

extension DOMNode {
  /// The node and its subtree, one text node per `"…"`, attributes in name order.
  fileprivate var shape: String {
    guard let tag else { return "\"" + text + "\"" }
    let attributes = attributes.sorted { $0.name < $1.name }
      .map { " \($0.name)=\"\($0.value)\"" }.joined()
    return "<\(tag)\(attributes)>" + children.map(\.shape).joined() + "</\(tag)>"
  }
}
