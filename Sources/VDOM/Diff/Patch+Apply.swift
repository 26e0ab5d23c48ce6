/// Applies patches to a tree with exactly the browser's semantics: each path
/// is resolved against the tree as the previous patches left it.
///
/// The browser's `applyPatches` is the production path; this one lets tests
/// check that `apply(diff(a, b).patches, to: a)` is `b`.
public func apply<Action: Sendable>(_ patches: [Patch<Action>], to tree: Node<Action>)
  throws(PatchError)
  -> Node<Action>
{
  var draft = Draft(tree)
  for patch in patches {
    try draft.modify(at: patch.path[...], fullPath: patch.path) { (target) throws(PatchError) in
      try target.apply(patch)
    }
  }
  return try draft.node()
}

/// A mutable copy of a tree whose children are not normalised, so that
/// intermediate states (two adjacent texts, say) exist as they do in a DOM.
private indirect enum Draft<Action: Sendable> {
  case leaf(Node<Action>)
  case element(Element<Action>, [Draft])

  init(_ node: Node<Action>) {
    guard case .element(var element) = node.built else {
      self = .leaf(node)
      return
    }
    let children = element.children.map(Draft.init)
    element.setChildren([])
    self = .element(element, children)
  }

  func node() throws(PatchError) -> Node<Action> {
    guard case .element(var element, let drafts) = self else {
      if case .leaf(.text(let text)) = self, text.isEmpty { throw .unnormalizedResult }
      return leafNode
    }
    var children: [Node<Action>] = []
    children.reserveCapacity(drafts.count)
    for draft in drafts {
      let child = try draft.node()
      if case .text = child, case .text? = children.last { throw .unnormalizedResult }
      children.append(child)
    }
    element.setChildren(children)
    return .element(element)
  }

  private var leafNode: Node<Action> {
    if case .leaf(let node) = self { return node }
    return .text("")
  }

  mutating func modify(
    at path: ArraySlice<Int>, fullPath: [Int], _ body: (inout Draft) throws(PatchError) -> Void
  ) throws(PatchError) {
    guard let index = path.first else { return try body(&self) }
    guard case .element(let element, var children) = self, children.indices.contains(index) else {
      throw .missingNode(path: fullPath)
    }
    self = .leaf(.text(""))
    try children[index].modify(at: path.dropFirst(), fullPath: fullPath, body)
    self = .element(element, children)
  }

  mutating func apply(_ patch: Patch<Action>) throws(PatchError) {
    switch patch {
    case .setText(let path, let text):
      guard case .leaf(.text) = self else { throw .wrongNodeKind(path: path) }
      self = .leaf(.text(text))
    case .spliceText(let path, let insert, let suffix, let prefix):
      guard case .leaf(.text(let text)) = self else { throw .wrongNodeKind(path: path) }
      let units = Array(text.utf16)
      let kept = prefix ?? units.count - suffix
      guard suffix >= 0, kept >= 0, kept + suffix <= units.count else {
        throw .missingNode(path: path)
      }
      let result = units[..<kept] + Array(insert.utf16) + units[(units.count - suffix)...]
      self = .leaf(.text(String(decoding: result, as: UTF16.self)))
    case .setAttribute(let path, let attribute):
      try editElement(path) { element, _ in
        element.setAttributes(element.attributes.filter { $0.name != attribute.name } + [attribute])
      }
    case .removeAttribute(let path, let name):
      try editElement(path) { element, _ in
        element.setAttributes(element.attributes.filter { $0.name != name })
      }
    case .setHandler(let path, let binding):
      try editElement(path) { element, _ in
        element.setEvents(element.events.filter { $0.event != binding.event } + [binding])
      }
    case .removeHandler(let path, let event):
      try editElement(path) { element, _ in
        element.setEvents(element.events.filter { $0.event != event })
      }
    case .insert(let path, let index, let nodes):
      try editElement(path) { (_, children) throws(PatchError) in
        guard index >= 0, index <= children.count else { throw .missingNode(path: path + [index]) }
        children.insert(contentsOf: nodes.map(Draft.init), at: index)
      }
    case .remove(let path, let index, let count):
      try editElement(path) { (_, children) throws(PatchError) in
        guard index >= 0, count >= 0, index + count <= children.count else {
          throw .missingNode(path: path + [index + count - 1])
        }
        children.removeSubrange(index..<index + count)
      }
    case .replace(_, let node):
      self = Draft(node)
    case .move(let path, let from, let to):
      try editElement(path) { (_, children) throws(PatchError) in
        guard children.indices.contains(from), to >= 0, to < children.count else {
          throw .missingNode(path: path + [from])
        }
        let child = children.remove(at: from)
        children.insert(child, at: to)
      }
    case .setChildren(let path, let nodes):
      try editElement(path) { _, children in children = nodes.map(Draft.init) }
    }
  }

  private mutating func editElement(
    _ path: [Int], _ body: (inout Element<Action>, inout [Draft]) throws(PatchError) -> Void
  ) throws(PatchError) {
    guard case .element(var element, var children) = self else { throw .wrongNodeKind(path: path) }
    self = .leaf(.text(""))
    try body(&element, &children)
    self = .element(element, children)
  }
}
