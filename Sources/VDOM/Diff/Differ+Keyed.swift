extension Differ {
  /// Reconciles keyed children with the fewest moves.
  ///
  /// Cheap cases first: the common prefix and suffix of same-keyed children
  /// stay in place. In the middle, children whose keys disappear are removed,
  /// the kept ones on a longest increasing subsequence of their new positions
  /// stay, and every other kept child moves once; new children are inserted
  /// in runs (a middle where only a few children moved is matched among
  /// those few). Children without a key (text, unkeyed elements) are kept
  /// only where they line up in the prefix, the suffix, such a middle or a
  /// one-for-one middle. Duplicate keys among the children matched by key
  /// fall back to comparison by position.
  @inlinable
  mutating func keyedChildren(
    _ old: UnsafeBufferPointer<Node<Action>>, _ new: UnsafeMutableBufferPointer<Node<Action>>
  ) {
    var start = 0
    var oldEnd = old.count
    var newEnd = new.count
    // Through base pointers: binding a node's payload would copy it.
    if let o = old.baseAddress, let n = UnsafePointer(new.baseAddress) {
      while start < oldEnd, start < newEnd, lineUp(o + start, n + start) { start += 1 }
      while oldEnd > start, newEnd > start, lineUp(o + oldEnd - 1, n + newEnd - 1) {
        oldEnd -= 1
        newEnd -= 1
      }
    }
    let middle = start..<newEnd
    let shift = oldEnd - newEnd
    if start == oldEnd {
      if start < newEnd { insert(new, middle) }
      compareKept(old, new) { middle.contains($0) ? nil : ($0 < start ? $0 : $0 + shift) }
    } else if start == newEnd {
      index?.remove(old, start..<oldEnd)
      patches.append(.remove(path: path, index: start, count: oldEnd - start))
      compareKept(old, new) { $0 < start ? $0 : $0 + shift }
    } else if oldEnd - start == 1, newEnd - start == 1 {
      // One child for another: a replacement, found by comparing them.
      compareKept(old, new) { $0 < start ? $0 : $0 + shift }
    } else if let sources = reconcileMiddle(old, new, oldRange: start..<oldEnd, newRange: middle) {
      compareKept(old, new) {
        middle.contains($0) ? sources[$0 - start] : ($0 < start ? $0 : $0 + shift)
      }
    } else {
      positionalChildren(old, new, oldRange: start..<oldEnd, newRange: middle)
      compareKept(old, new) { index in
        if middle.contains(index) { return index - start < oldEnd - start ? index : nil }
        return index < start ? index : index + shift
      }
    }
  }

  /// Records the child-list patches for the unmatched middle and returns,
  /// for each new middle child, the old index it keeps (`nil` when new), or
  /// `nil` when keys repeat.
  @inlinable
  mutating func reconcileMiddle(
    _ old: UnsafeBufferPointer<Node<Action>>, _ new: UnsafeMutableBufferPointer<Node<Action>>,
    oldRange: Range<Int>, newRange: Range<Int>
  ) -> [Int?]? {
    guard
      let match = fewExchanged(old, new, oldRange: oldRange, newRange: newRange)
        ?? matchedByKey(old, new, oldRange: oldRange, newRange: newRange)
    else { return nil }
    if index != nil { for position in match.removed { index?.remove(old[position]) } }
    recordRemovals(match.removed)
    placeMiddle(
      new, start: newRange.lowerBound, keptTargets: match.keptTargets, sources: match.sources)
    return match.sources
  }

  /// The middle's children paired by key: for each new child the old index
  /// it keeps (`nil` when new), the new positions of the kept children in
  /// old order, and the old indices that go; `nil` when keys repeat.
  @inlinable
  func matchedByKey(
    _ old: UnsafeBufferPointer<Node<Action>>, _ new: UnsafeMutableBufferPointer<Node<Action>>,
    oldRange: Range<Int>, newRange: Range<Int>
  ) -> MiddleMatch? {
    var newIndexByKey: [String: Int] = [:]
    newIndexByKey.reserveCapacity(newRange.count)
    for index in newRange {
      guard let key = keyOf(new[index]) else { continue }
      guard newIndexByKey.updateValue(index - newRange.lowerBound, forKey: key) == nil else {
        return nil
      }
    }
    var match = MiddleMatch(sources: [Int?](repeating: nil, count: newRange.count))
    for index in oldRange {
      guard let key = keyOf(old[index]), let target = newIndexByKey[key],
        sameElement(old[index], new[target + newRange.lowerBound])
      else {
        match.removed.append(index)
        continue
      }
      guard match.sources[target] == nil else { return nil }
      match.sources[target] = index
      match.keptTargets.append(target)
    }
    return match
  }

  /// ``matchedByKey(_:_:oldRange:newRange:)`` when the middle keeps its
  /// length and all but a few children line up where they were (rows
  /// swapped, one row replaced): those stay, and each child that does not
  /// is looked for among the few old ones that do not, by key. `nil`
  /// otherwise. Spares hashing every key of a long list. A key of one of
  /// them repeated by a child that lines up is not looked for: that child
  /// stays, the other is new.
  @inlinable
  func fewExchanged(
    _ old: UnsafeBufferPointer<Node<Action>>, _ new: UnsafeMutableBufferPointer<Node<Action>>,
    oldRange: Range<Int>, newRange: Range<Int>
  ) -> MiddleMatch? {
    let most = 8
    guard oldRange.count == newRange.count, let o = old.baseAddress,
      let n = UnsafePointer(new.baseAddress)
    else { return nil }
    var apart: [Int] = []  // offsets into both ranges where the children do not line up
    for offset in 0..<newRange.count
    where !lineUp(o + oldRange.lowerBound + offset, n + newRange.lowerBound + offset) {
      guard apart.count < most else { return nil }
      apart.append(offset)
    }
    var match = MiddleMatch(sources: (0..<newRange.count).map { oldRange.lowerBound + $0 })
    // The new offset each old child that does not line up goes to, if any.
    var targetOfApart = [Int?](repeating: nil, count: apart.count)
    var keys: [String] = []
    for offset in apart {
      match.sources[offset] = nil
      guard let key = keyOf(new[newRange.lowerBound + offset]) else { continue }
      // A key repeated among them: compared by position, as the full match would.
      guard !keys.contains(key) else { return nil }
      keys.append(key)
      for (candidate, from) in apart.enumerated() where targetOfApart[candidate] == nil {
        let source = oldRange.lowerBound + from
        guard keyOf(old[source]) == key, sameElement(old[source], new[newRange.lowerBound + offset])
        else { continue }
        targetOfApart[candidate] = offset
        match.sources[offset] = source
        break
      }
    }
    match.keptTargets.reserveCapacity(newRange.count)
    var next = 0  // the next of `apart` in old order
    for offset in 0..<oldRange.count {
      guard next < apart.count, apart[next] == offset else {
        match.keptTargets.append(offset)
        continue
      }
      if let target = targetOfApart[next] {
        match.keptTargets.append(target)
      } else {
        match.removed.append(oldRange.lowerBound + offset)
      }
      next += 1
    }
    return match
  }

  /// Removes runs of consecutive indices, last run first so that earlier
  /// indices stay valid.
  @inlinable
  mutating func recordRemovals(_ removed: [Int]) {
    var end = removed.count
    while end > 0 {
      var first = end - 1
      while first > 0, removed[first - 1] == removed[first] - 1 { first -= 1 }
      patches.append(.remove(path: path, index: removed[first], count: end - first))
      end = first
    }
  }

  /// Moves the kept children off the longest increasing subsequence and
  /// inserts the new ones, walking the new order from right to left so each
  /// lands just before a child already in its final place.
  @inlinable
  mutating func placeMiddle(
    _ new: UnsafeMutableBufferPointer<Node<Action>>, start: Int, keptTargets: [Int],
    sources: [Int?]
  ) {
    let stays = longestIncreasingSubsequenceMembers(keptTargets)
    var rankOfTarget = [Int](repeating: -1, count: sources.count)
    for (rank, target) in keptTargets.enumerated() { rankOfTarget[target] = rank }
    var slots = KeyedSlots(kept: keptTargets.count, rankOfTarget: rankOfTarget, stays: stays)
    var target = sources.count - 1
    while target >= 0 {
      let rank = rankOfTarget[target]
      if rank >= 0 {
        if !stays[rank] {
          let (from, to) = slots.move(rank: rank, toTarget: target)
          patches.append(.move(path: path, from: start + from, to: start + to))
        }
        target -= 1
        continue
      }
      var first = target
      while first > 0, rankOfTarget[first - 1] < 0 { first -= 1 }
      let index = slots.insert(targets: first...target)
      insert(new, start + first..<start + target + 1, at: start + index)
      target = first - 1
    }
  }
}

/// How the middle of two keyed child lists pairs (see
/// ``Differ/matchedByKey(_:_:oldRange:newRange:)``).
@usableFromInline
struct MiddleMatch {
  /// For each new middle child, the old index it keeps, or `nil` when new.
  @usableFromInline var sources: [Int?]
  /// The new middle positions of the kept children, in old order.
  @usableFromInline var keptTargets: [Int] = []
  /// The old indices of the children that go.
  @usableFromInline var removed: [Int] = []

  @inlinable
  init(sources: [Int?]) {
    self.sources = sources
  }
}
