#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The storage of the element at `node`, not retained: the tree holding
/// the node keeps it alive. A walk that copied each node to look into it
/// would retain and release every storage it passes (atomic writes to
/// memory it otherwise only reads).
@inlinable @inline(__always)
func storage<Action>(at node: UnsafePointer<Node<Action>>) -> Unmanaged<ElementStorage<Action>>? {
  guard case .element(let element) = node.pointee else { return nil }
  return Unmanaged.passUnretained(element.storage)
}

/// The thunk of the lazy node at `node`, not retained (see ``storage(at:)``).
@inlinable @inline(__always)
func thunk<Action>(at node: UnsafePointer<Node<Action>>) -> Unmanaged<LazyThunk<Action>>? {
  guard case .lazy(let lazy) = node.pointee else { return nil }
  return Unmanaged.passUnretained(lazy.thunk)
}

/// Whether the nodes at `a` and `b` are the same text: the same bits, so
/// the same characters, without reading them.
@inlinable @inline(__always)
func isSameText<Action>(_ a: UnsafePointer<Node<Action>>, _ b: UnsafePointer<Node<Action>>) -> Bool
{
  guard case .text = a.pointee else { return false }
  return hasSameBits(UnsafeRawPointer(a), UnsafeRawPointer(b), as: Node<Action>.self)
}

/// Whether the values of type `T` at `x` and `y` have the same bits, so
/// (for strings and references) the same contents, without reading them.
/// Padding may differ between equal values: only `true` is certain.
@inlinable @inline(__always)
func hasSameBits<T>(_ x: UnsafeRawPointer, _ y: UnsafeRawPointer, as type: T.Type) -> Bool {
  let size = MemoryLayout<T>.size
  var offset = 0
  while offset + 8 <= size {
    guard
      x.load(fromByteOffset: offset, as: UInt64.self)
        == y.load(fromByteOffset: offset, as: UInt64.self)
    else { return false }
    offset += 8
  }
  while offset < size {
    guard
      x.load(fromByteOffset: offset, as: UInt8.self)
        == y.load(fromByteOffset: offset, as: UInt8.self)
    else { return false }
    offset += 1
  }
  return true
}

/// How an element of the new tree pairs with the element of the old one
/// at its place.
@usableFromInline
enum Pairing {
  /// Another tag or key: the new element replaces the old.
  case apart
  /// The same tag and key: compared in place.
  case same
  /// The same tag, key and an equal memo: the old subtree is kept as is.
  case memoised
}

extension ElementStorage {
  /// How `new`, an element of the new tree, pairs with this one, read in
  /// place from the headers: key and memo are loaded only when either
  /// element stores extras (few do).
  @inlinable @inline(__always)
  func pairing(with new: ElementStorage) -> Pairing {
    guard hasSameTag(as: new) else { return .apart }
    if fields.pointee.counts.extras == .none, new.fields.pointee.counts.extras == .none {
      return .same
    }
    return pairingOfExtras(with: new)
  }

  /// ``pairing(with:)`` for elements of the same tag when either has extras.
  @inlinable
  func pairingOfExtras(with new: ElementStorage) -> Pairing {
    guard hasSameKey(as: new) else { return .apart }
    guard hasMemo, new.hasMemo, let oldMemo = memo, let newMemo = new.memo,
      oldMemo.matches(newMemo)
    else { return .same }
    return .memoised
  }

  /// Whether this element was built by a lazy node equal to the one of
  /// `thunk`: same key, same call, equal value.
  @inlinable
  func isBuilt(by thunk: LazyThunk<Action>) -> Bool {
    switch fields.pointee.counts.extras {
    case .none: return false
    case .keyed:
      let stored = keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self)
      guard let memo = stored.pointee.memo, stored.pointee.key == thunk.key else { return false }
      return memo.box.matches(thunk)
    case .lazy:
      let box = Unmanaged.passUnretained(
        keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee)
      return box._withUnsafeGuaranteedRef { box in
        box.key == thunk.key && box.matches(thunk)
      }
    }
  }

  /// Whether the element's memo marks an island.
  @inlinable @inline(__always)
  var isIsland: Bool {
    // Read from the header first: most elements store no extras at all.
    fields.pointee.counts.extras != .none && memo?.isIsland == true
  }
}

/// Whether the nodes at `a` and `b` can stay in place and be compared:
/// elements with the same tag and key (a lazy node by its key), or two
/// texts. Read in place: only the key and the tag are loaded.
@inlinable
func lineUp<Action>(_ a: UnsafePointer<Node<Action>>, _ b: UnsafePointer<Node<Action>>) -> Bool {
  if let x = storage(at: a) {
    if let y = storage(at: b) {
      // One storage (a lazy list's kept child): nothing to load.
      if x.toOpaque() == y.toOpaque() { return true }
      return x._withUnsafeGuaranteedRef { x in
        y._withUnsafeGuaranteedRef { x.hasSameTag(as: $0) && x.hasSameKey(as: $0) }
      }
    }
    // A lazy node's tag is known once built; its key decides the pairing.
    guard let y = thunk(at: b) else { return false }
    return x._withUnsafeGuaranteedRef { x in y._withUnsafeGuaranteedRef { x.hasKey($0.key) } }
  }
  if case .text = a.pointee, case .text = b.pointee { return true }
  return false
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

/// Whether two strings have the same UTF-8 bytes. `==` would also match
/// canonically equivalent strings, which the DOM keeps apart.
///
/// Lengths first, then `memcmp`: `elementsEqual` walked byte by byte to the
/// end of the shorter one, so a label that grew (the Benchmark's update
/// appends " !!!") was read in full before it counted as changed.
@inlinable
func sameBytes(_ a: String, _ b: String) -> Bool {
  var a = a
  var b = b
  return a.withUTF8 { x in
    b.withUTF8 { y in
      guard x.count == y.count else { return false }
      guard let p = x.baseAddress, let q = y.baseAddress else { return true }
      return memcmp(p, q, x.count) == 0
    }
  }
}

/// Whether the node at `node` is raw markup, read in place: the case alone,
/// where ``Differ/first(of:)`` also loads an element's header (with it on
/// the only-child path, the fastest of 6 diffs of 10,000 rows took 5-14 %
/// longer).
@inlinable @inline(__always)
func isRaw<Action>(_ node: UnsafePointer<Node<Action>>) -> Bool {
  if case .raw = node.pointee { return true }
  return false
}

/// Whether the node at `node` is a text, read in place.
@inlinable @inline(__always)
func isText<Action>(_ node: UnsafePointer<Node<Action>>) -> Bool {
  if case .text = node.pointee { return true }
  return false
}
