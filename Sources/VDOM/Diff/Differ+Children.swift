extension Differ {
  /// Compares two child lists: wholesale around raw markup (always an only
  /// child), keyed when both lists start with a keyed element, by position
  /// otherwise. Deciding from the first child spares a scan of long lists.
  ///
  /// Child-list patches come first, then each kept child is compared at its
  /// final index, so every path is valid when its patch is applied.
  @inlinable
  mutating func children(_ old: [Node<Action>], _ new: inout [Node<Action>]) {
    if (old.count == 1 && isRaw(old[0])) || (new.count == 1 && isRaw(new[0])) {
      if old.count == 1, new.count == 1, case .raw(let a) = old[0], case .raw(let b) = new[0],
        a == b
      {
        return
      }
      for index in new.indices { mountInPlace(&new[index], ids: &ids) }
      patches.append(.setChildren(path: path, children: new))
      return
    }
    // Most child lists start with text: check that without copying a node.
    if !old.isEmpty, !new.isEmpty, !isText(old[0]), !isText(new[0]), keyOf(old[0]) != nil,
      keyOf(new[0]) != nil
    {
      keyedChildren(old, &new)
    } else {
      positionalChildren(old, &new, oldRange: old.indices, newRange: new.indices)
      compareKept(old, &new) { $0 < old.count ? $0 : nil }
    }
  }

  /// Pairs children by position inside the given ranges (which start at the
  /// same index) and records the tail insertion or removal.
  @inlinable
  mutating func positionalChildren(
    _ old: [Node<Action>], _ new: inout [Node<Action>], oldRange: Range<Int>, newRange: Range<Int>
  ) {
    if oldRange.count > newRange.count {
      patches.append(
        .remove(path: path, index: newRange.upperBound, count: oldRange.count - newRange.count))
    } else if newRange.count > oldRange.count {
      insert(&new, oldRange.count + newRange.lowerBound..<newRange.upperBound)
    }
  }

  /// Mounts `new[range]` and records one insertion of all of it.
  @inlinable
  mutating func insert(_ new: inout [Node<Action>], _ range: Range<Int>, at index: Int? = nil) {
    for position in range { mountInPlace(&new[position], ids: &ids) }
    patches.append(.insert(path: path, index: index ?? range.lowerBound, nodes: Array(new[range])))
  }

  /// Compares each new child with the old child it keeps (`source` maps a
  /// new index to an old one; `nil` for a child inserted above).
  @inlinable
  mutating func compareKept(
    _ old: [Node<Action>], _ new: inout [Node<Action>], source: (Int) -> Int?
  ) {
    for index in new.indices {
      guard let oldIndex = source(index) else { continue }
      path.append(index)
      node(old[oldIndex], &new[index])
      path.removeLast()
    }
  }

  @inlinable
  func isRaw(_ node: Node<Action>) -> Bool {
    if case .raw = node { return true }
    return false
  }

  @inlinable
  func isText(_ node: Node<Action>) -> Bool {
    if case .text = node { return true }
    return false
  }
}
