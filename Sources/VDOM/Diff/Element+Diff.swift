/// Whether the nodes at `a` and `b` can stay in place and be compared (see
/// ``lineUp(_:_:)``), read in place: only the key and the tag are loaded.
@inlinable
func lineUp<Action>(_ a: UnsafePointer<Node<Action>>, _ b: UnsafePointer<Node<Action>>) -> Bool {
  if case .element(let x) = a.pointee {
    // A lazy node's tag is known once built; its key decides the pairing.
    if case .lazy(let y) = b.pointee { return x.key == y.key }
    guard case .element(let y) = b.pointee else { return false }
    return x.storage.hasSameTag(as: y.storage) && x.storage.hasSameKey(as: y.storage)
  }
  if case .text = a.pointee, case .text = b.pointee { return true }
  return false
}

/// The memo of the element at `node`, read in place: only the memo is loaded.
@inlinable
func memo<Action>(at node: UnsafePointer<Node<Action>>) -> Memo? {
  if case .element(let element) = node.pointee, element.storage.hasMemo { return element.memo }
  return nil
}

/// The key of `node` when it is an element; inlinable, so callers specialise it.
@inlinable
func keyOf<Action>(_ node: Node<Action>) -> String? {
  switch node {
  case .element(let element): return element.key
  case .lazy(let lazy): return lazy.key
  case .text, .raw: return nil
  }
}

/// Whether two nodes are elements with the same tag and key.
@inlinable
func sameElement<Action>(_ old: Node<Action>, _ new: Node<Action>) -> Bool {
  guard case .element(let a) = old else { return false }
  if case .lazy(let b) = new { return a.key == b.key }
  guard case .element(let b) = new else { return false }
  return a.storage.hasSameTag(as: b.storage) && a.storage.hasSameKey(as: b.storage)
}

/// Whether two siblings can stay in place and be compared: elements with the
/// same tag and key, or two texts.
@inlinable
func lineUp<Action>(_ old: Node<Action>, _ new: Node<Action>) -> Bool {
  switch (old, new) {
  case (.element(let a), .element(let b)):
    return a.storage.hasSameTag(as: b.storage) && a.storage.hasSameKey(as: b.storage)
  case (.element(let a), .lazy(let b)): return a.key == b.key
  case (.text, .text): return true
  default: return false
  }
}

/// Whether two strings have the same UTF-8 bytes. `==` would also match
/// canonically equivalent strings, which the DOM keeps apart.
@inlinable
func sameBytes(_ a: String, _ b: String) -> Bool {
  var a = a
  var b = b
  return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
}
