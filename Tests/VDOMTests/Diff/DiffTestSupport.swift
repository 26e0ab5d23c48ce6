import TrellisTesting

@testable import VDOM

/// Builds an element node for diff tests.
func el(
  _ tag: String, key: String? = nil, _ attributes: [HTMLAttribute] = [],
  events: [EventBinding<Int>] = [], _ children: [Node<Int>] = []
) -> Node<Int> {
  .element(Element(tag: tag, attributes: attributes, events: events, key: key, children: children))
}

/// Builds an element node with children only.
func el(_ tag: String, key: String? = nil, _ children: [Node<Int>]) -> Node<Int> {
  el(tag, key: key, [], events: [], children)
}

/// A click binding producing `action`.
func click(_ action: Int, debounce: Int? = nil) -> EventBinding<Int> {
  EventBinding(
    event: .click, options: EventOptions(debounceMilliseconds: debounce), handler: .action(action))
}

/// A keyed list `ul > li[key]` with the keys' text as content.
func keyedList(_ keys: [String]) -> Node<Int> {
  el("ul", keys.map { el("li", key: $0, [], [.text($0)]) })
}

/// The tree with every handler replaced by the same constant, keeping event,
/// options and (unless `keepingIDs` is false) id: what the wire and the DOM
/// can see of bindings.
func wireShape(_ node: Node<Int>, keepingIDs: Bool = true) -> Node<Int> {
  guard case .element(var element) = node.built else { return node }
  element.setEvents(
    element.events.map {
      var binding = EventBinding<Int>(event: $0.event, options: $0.options, handler: .action(0))
      binding.id = keepingIDs ? $0.id : nil
      return binding
    })
  element.setChildren(element.children.map { wireShape($0, keepingIDs: keepingIDs) })
  return .element(element)
}

/// Diffs, applies the patches as the browser client does (``PatchOracle``)
/// and checks the page is the new tree's.
func diffAndApply(_ old: Node<Int>, _ new: Node<Int>, ids: inout HandlerIDs) throws -> Diff<Int> {
  let result = diff(old, new, ids: &ids)
  let patched = try PatchOracle.shape(after: result.patches, on: old)
  guard patched == PatchOracle.shape(of: result.tree) else {
    throw DiffMismatch(old: old, new: new, patches: result.patches, patched: patched)
  }
  return result
}

/// ``diffAndApply(_:_:ids:)`` keeping a handler index.
func diffAndApply(
  _ old: Node<Int>, _ new: Node<Int>, ids: inout HandlerIDs, index: inout HandlerIndex<Int>
) throws -> Diff<Int> {
  let result = diff(old, new, ids: &ids, index: &index)
  let patched = try PatchOracle.shape(after: result.patches, on: old)
  guard patched == PatchOracle.shape(of: result.tree) else {
    throw DiffMismatch(old: old, new: new, patches: result.patches, patched: patched)
  }
  return result
}

/// Whether two indexes hold the same ids, each with the same event and handler.
func sameEntries(_ a: HandlerIndex<Int>, _ b: HandlerIndex<Int>) -> Bool {
  guard a.count == b.count else { return false }
  return a.ids.allSatisfy { id in
    a.event(for: id) == b.event(for: id) && a.handler(for: id) != nil
      && a.handler(for: id) == b.handler(for: id)
  }
}

/// The patched tree differs from the diff's tree.
struct DiffMismatch: Error, CustomStringConvertible {
  var old: Node<Int>
  var new: Node<Int>
  var patches: [Patch<Int>]
  var patched: String

  var description: String {
    """
    old:     \(HTMLRenderer.render(old))
    new:     \(HTMLRenderer.render(new))
    patched: \(patched)
    patches: \(PatchEncoder.encodeString(patches))
    """
  }
}
