/// Loads what comparing the nodes at `old` and `new` will read first: the
/// headers of both elements and of their element children, or, for a lazy
/// node, its thunk and the one the old element was built by. Returns bits
/// of what it read, for the caller to keep (a load whose value is dropped
/// is not made).
///
/// Called for the next pair of siblings before comparing the current one:
/// the loads miss the cache (a large tree is colder than any cache), and
/// issued early they are served while the current pair is compared,
/// instead of one after another as the walk reaches each node.
@inlinable @inline(__always)
func loadAhead<Action>(_ old: UnsafePointer<Node<Action>>, _ new: UnsafePointer<Node<Action>>)
  -> UInt64
{
  if let thunk = thunk(at: new) {
    var bits = firstWord(of: thunk)
    if let storage = storage(at: old) {
      bits ^= storage._withUnsafeGuaranteedRef { storage in
        guard storage.fields.pointee.counts.extras == .lazy else {
          return storage.fields.pointee.counts.bits
        }
        let box = storage.keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee
        return firstWord(of: Unmanaged.passUnretained(box))
      }
    }
    return bits
  }
  var bits: UInt64 = 0
  if let storage = storage(at: old) { bits = loadTop(storage) }
  if let storage = storage(at: new) { bits ^= loadTop(storage) }
  return bits
}

/// The header of the element of `storage` and those of its first children
/// (see ``loadAhead(_:_:)``).
@inlinable @inline(__always)
func loadTop<Action>(_ storage: Unmanaged<ElementStorage<Action>>) -> UInt64 {
  storage._withUnsafeGuaranteedRef { storage in
    var bits = storage.fields.pointee.counts.bits
    let children = storage.childPointer
    for index in 0..<min(storage.childCount, 4) {
      if let child = VDOM.storage(at: children + index) {
        bits ^= child._withUnsafeGuaranteedRef { $0.fields.pointee.counts.bits }
      }
    }
    return bits
  }
}

/// The first stored word of `object` (after the object's own header).
@inlinable @inline(__always)
func firstWord<Object: AnyObject>(of object: Unmanaged<Object>) -> UInt64 {
  UnsafeRawPointer(object.toOpaque()).load(fromByteOffset: 16, as: UInt64.self)
}
