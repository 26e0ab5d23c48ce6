extension Differ {
  /// Compares two child lists: wholesale around raw markup (always an only
  /// child), keyed when both lists start with a keyed element, by position
  /// otherwise. Deciding from the first child spares a scan of long lists.
  ///
  /// Child-list patches come first, then each kept child is compared at its
  /// final index, so every path is valid when its patch is applied.
  @inlinable
  mutating func children(
    _ old: UnsafeBufferPointer<Node<Action>>, _ new: UnsafeMutableBufferPointer<Node<Action>>
  ) {
    // An only child on both sides (most cells and links): every way below
    // compares the two where they are, so do it without deciding how.
    if old.count == 1, new.count == 1, reusedChildren == nil, let o = old.baseAddress,
      let n = new.baseAddress, !isRaw(o), !isRaw(UnsafePointer(n))
    {
      steps.push(0)
      node(at: o, n)
      steps.pop()
      return
    }
    let firstOld = first(of: old)
    let firstNew = first(of: UnsafeBufferPointer(new))
    if (old.count == 1 && firstOld == .raw) || (new.count == 1 && firstNew == .raw) {
      if old.count == 1, new.count == 1, case .raw(let a) = old[0], case .raw(let b) = new[0],
        a == b
      {
        return
      }
      index?.remove(old, old.indices)
      for position in new.indices { mountInPlace(&new[position], ids: &ids, index: &index) }
      patches.append(.setChildren(path: path, children: Array(new)))
      return
    }
    if firstOld == .keyedElement, firstNew == .keyedElement {
      keyedChildren(old, new)
    } else {
      positionalChildren(old, new, oldRange: old.indices, newRange: new.indices)
      compareKept(old, new) { $0 < old.count ? $0 : nil }
    }
  }

  /// Pairs children by position inside the given ranges (which start at the
  /// same index) and records the tail insertion or removal.
  @inlinable
  mutating func positionalChildren(
    _ old: UnsafeBufferPointer<Node<Action>>, _ new: UnsafeMutableBufferPointer<Node<Action>>,
    oldRange: Range<Int>, newRange: Range<Int>
  ) {
    if oldRange.count > newRange.count {
      index?.remove(old, oldRange.lowerBound + newRange.count..<oldRange.upperBound)
      patches.append(
        .remove(path: path, index: newRange.upperBound, count: oldRange.count - newRange.count))
    } else if newRange.count > oldRange.count {
      insert(new, oldRange.count + newRange.lowerBound..<newRange.upperBound)
    }
  }

  /// Mounts `new[range]` and records one insertion of all of it.
  @inlinable
  mutating func insert(
    _ new: UnsafeMutableBufferPointer<Node<Action>>, _ range: Range<Int>, at index: Int? = nil
  ) {
    for position in range { mountInPlace(&new[position], ids: &ids, index: &self.index) }
    patches.append(.insert(path: path, index: index ?? range.lowerBound, nodes: Array(new[range])))
  }

  /// Compares each new child with the old child it keeps (`source` maps a
  /// new index to an old one; `nil` for a child inserted above).
  @inlinable
  mutating func compareKept(
    _ old: UnsafeBufferPointer<Node<Action>>, _ new: UnsafeMutableBufferPointer<Node<Action>>,
    source: (Int) -> Int?
  ) {
    let reused = reusedChildren.take()
    // Buffer pointers: no uniqueness check or copy of a node per child.
    guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return }
    for index in new.indices {
      guard let oldIndex = source(index) else { continue }
      // A lazy list's kept child, paired with itself: mounted already.
      if let reused, reused[index],
        storage(at: oldBase + oldIndex)?.toOpaque() == storage(at: newBase + index)?.toOpaque()
      {
        continue
      }
      // Not for kept children, which are not read.
      if index + 2 < new.count, reused?[index + 2] != true, let far = source(index + 2) {
        prefetchPair(far: oldBase + far, newBase + index + 2)
      }
      if index + 1 < new.count, reused?[index + 1] != true, let next = source(index + 1) {
        prefetchPair(next: oldBase + next, newBase + index + 1)
      }
      steps.push(index)
      node(at: oldBase + oldIndex, newBase + index)
      steps.pop()
    }
  }

  /// What the first of `nodes` is, read in place: binding a node's payload
  /// from an array element would copy it (and retain all it holds).
  @inlinable
  func first(of nodes: UnsafeBufferPointer<Node<Action>>) -> FirstChild {
    guard let start = nodes.baseAddress, !nodes.isEmpty else { return .none }
    if let storage = storage(at: start) {
      return storage._withUnsafeGuaranteedRef { $0.isKeyed } ? .keyedElement : .element
    }
    switch start.pointee {
    case .text: return .text
    case .raw: return .raw
    case .element: return .element
    case .lazy(let lazy): return lazy.key == nil ? .element : .keyedElement
    }
  }
}

/// The kind of the first node of a child list.
@usableFromInline
enum FirstChild {
  case none, text, raw, element, keyedElement
}
