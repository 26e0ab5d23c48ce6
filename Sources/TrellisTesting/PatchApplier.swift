/// Applies a patch batch's operations (the decoded `ops` array of
/// docs/PROTOCOL.md, "Patches") to the page a ``LivePage`` keeps, with the
/// browser client's semantics: a cursor walks the tree (`n` enters child
/// `n`, `-k` goes `k` levels up, `[code, args…]` applies an operation there).
package enum PatchApplier {
  /// Why a batch could not be applied.
  struct Failure: Error, CustomStringConvertible {
    /// The dotted code the browser client would report (`patch.missing-node`).
    var code: String
    /// The operation's position in the batch.
    var at: Int
    var description: String { "\(code) at operation \(at)" }
  }

  /// Applies `operations` to the only child of `holder` (the live root).
  static func apply(_ operations: [Any], under holder: DOMNode) throws(Failure) {
    guard let root = holder.children.first else { throw Failure(code: "patch.missing-node", at: 0) }
    var stack = [root]
    for (at, operation) in operations.enumerated() {
      let node = stack[stack.count - 1]
      if let step = operation as? Int {
        if step < 0 {
          guard stack.count + step >= 1 else { throw Failure(code: "patch.missing-node", at: at) }
          stack.removeLast(-step)
        } else {
          guard node.children.indices.contains(step) else {
            throw Failure(code: "patch.missing-node", at: at)
          }
          stack.append(node.children[step])
        }
        continue
      }
      guard let array = operation as? [Any], let code = array.first as? Int else {
        throw Failure(code: "patch.unknown-op", at: at)
      }
      let arguments = Array(array.dropFirst())
      if let replacement = try apply(code, arguments, to: node, at: at) {
        stack[stack.count - 1] = replacement
      }
    }
  }

  /// Applies one operation; returns the node that replaced `node`, if any.
  private static func apply(_ code: Int, _ arguments: [Any], to node: DOMNode, at: Int)
    throws(Failure) -> DOMNode?
  {
    func string(_ index: Int) -> String? {
      arguments.indices.contains(index) ? arguments[index] as? String : nil
    }
    func int(_ index: Int) -> Int? {
      arguments.indices.contains(index) ? arguments[index] as? Int : nil
    }
    func fail(_ code: String) -> Failure { Failure(code: code, at: at) }
    func markup(_ index: Int) throws(Failure) -> String {
      guard arguments.indices.contains(index) else { return "" }
      guard let markup = expand(arguments[index]) else { throw fail("patch.failed") }
      return markup
    }
    // Operations below `insert` apply to a text node (1, 2) or an element (3–6).
    if code < 7, (code < 3) != node.isText { throw fail("patch.wrong-node") }
    switch code {
    case 1:
      node.text = string(0) ?? ""
    case 2:
      let units = Array(node.text.utf16)
      let suffix = int(1) ?? 0
      let prefix = int(2) ?? units.count - suffix
      guard prefix >= 0, suffix >= 0, prefix + suffix <= units.count else {
        throw fail("patch.failed")
      }
      node.text =
        String(decoding: units[..<prefix], as: UTF16.self) + (string(0) ?? "")
        + String(decoding: units[(units.count - suffix)...], as: UTF16.self)
    case 3:
      guard let name = string(0) else { throw fail("patch.failed") }
      node.setAttribute(name, string(1) ?? "")
    case 4:
      guard let name = string(0) else { throw fail("patch.failed") }
      node.removeAttribute(name)
    case 5:
      guard let event = string(0), let value = string(1) else { throw fail("patch.failed") }
      node.setAttribute("data-t-" + event, value)
    case 6:
      guard let event = string(0) else { throw fail("patch.failed") }
      node.removeAttribute("data-t-" + event)
    case 7:
      guard let index = int(0), index <= node.children.count else {
        throw fail("patch.missing-node")
      }
      node.insert(HTMLParser.parse(try markup(1)), at: index)
    case 8:
      let index = int(0) ?? 0
      let count = int(1) ?? 1
      guard index >= 0, index + count <= node.children.count else {
        throw fail("patch.missing-node")
      }
      node.children.removeSubrange(index..<index + count)
    case 9:
      guard let parent = node.parent,
        let index = parent.children.firstIndex(where: { $0 === node })
      else { throw fail("patch.missing-node") }
      let nodes = HTMLParser.parse(try markup(0))
      guard let first = nodes.first else { throw fail("patch.failed") }
      parent.children.remove(at: index)
      parent.insert(nodes, at: index)
      return first
    case 10:
      guard let from = int(0), let to = int(1), node.children.indices.contains(from),
        to < node.children.count
      else { throw fail("patch.missing-node") }
      let child = node.children.remove(at: from)
      node.children.insert(child, at: to)
    case 11:
      node.setChildren(HTMLParser.parse(try markup(0)))
    default:
      throw fail("patch.unknown-op")
    }
    return nil
  }

  /// The markup an operation carries: a string, or a template (`[statics,
  /// row…]`, each row its values between the statics or its own markup);
  /// `nil` when it is neither.
  package static func expand(_ value: Any) -> String? {
    if let markup = value as? String { return markup }
    guard let template = value as? [Any], let statics = template.first as? [String],
      let head = statics.first
    else { return nil }
    var markup = ""
    for row in template.dropFirst() {
      if let literal = row as? String {
        markup += literal
        continue
      }
      guard let values = row as? [String], values.count == statics.count - 1 else { return nil }
      markup += head
      for (value, next) in zip(values, statics.dropFirst()) { markup += value + next }
    }
    return markup
  }
}
