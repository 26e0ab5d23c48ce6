/// How a lazy list's new items take the old children
/// (``ListLazyThunk/build(reusing:)``): each slot of the new element's
/// children is initialised once, with the old child of an equal item or
/// with a newly built one.
@usableFromInline
struct ListPairing<
  Action: Sendable, Item: Equatable & Sendable, Second: Equatable & Sendable,
  Key: Hashable & Sendable & CustomStringConvertible
> {
  @usableFromInline typealias List = ListLazyThunk<Action, Item, Second, Key>

  @usableFromInline let new: List
  @usableFromInline let old: List
  /// Where the new items' children go, uninitialised.
  @usableFromInline let slots: UnsafeMutablePointer<Node<Action>>
  /// The old items' children.
  @usableFromInline let oldSlots: UnsafePointer<Node<Action>>
  /// How many children of its own the shell has, ahead of the items'.
  @usableFromInline let offset: Int
  /// The items, borrowed: comparing copies retained and released every
  /// item's storage (a label's string), touching 1,000 cold objects per
  /// select on the Benchmark's table.
  @usableFromInline let newItems: UnsafeBufferPointer<Item>
  @usableFromInline let oldItems: UnsafeBufferPointer<Item>
  /// Whether both lists hold the same array (the state's rows, unchanged
  /// by a select): its items at the same position are equal.
  @usableFromInline let sameItems: Bool
  /// Per child of the new element (the shell's own first), whether it is an old one.
  @usableFromInline var reused: [Bool]
  /// Whether every child built is an element.
  @usableFromInline var allElements = true

  @inlinable
  init(
    new: List, old: List, slots: UnsafeMutablePointer<Node<Action>>,
    oldSlots: UnsafePointer<Node<Action>>, offset: Int,
    newItems: UnsafeBufferPointer<Item>, oldItems: UnsafeBufferPointer<Item>
  ) {
    self.new = new
    self.old = old
    self.slots = slots
    self.oldSlots = oldSlots
    self.offset = offset
    self.newItems = newItems
    self.oldItems = oldItems
    sameItems = newItems.baseAddress == oldItems.baseAddress && newItems.count == oldItems.count
    reused = [Bool](repeating: false, count: offset + newItems.count)
  }

  /// Fills every slot.
  @inlinable
  mutating func run() {
    let newCount = newItems.count
    let oldCount = oldItems.count
    // Each old child kept is retained: its count is asked for a few turns
    // ahead, or a table's rows, colder than any cache, stall one by one
    // (the retain was 5.6 % of an update of every 10th row of 1,000).
    var start = 0
    while start < newCount, start < oldCount {
      prefetchCount(of: oldSlots, at: start + countPrefetchDistance, within: 0..<oldCount)
      guard takeInPlace(start, start) else { break }
      start += 1
    }
    var newEnd = newCount
    var oldEnd = oldCount
    while newEnd > start, oldEnd > start {
      prefetchCount(of: oldSlots, at: oldEnd - 1 - countPrefetchDistance, within: start..<oldEnd)
      guard takeInPlace(newEnd - 1, oldEnd - 1) else { break }
      newEnd -= 1
      oldEnd -= 1
    }
    if start < newEnd { middle(new: start..<newEnd, old: start..<oldEnd) }
  }

  /// Fills slot `j` from old item `i` when equal, or builds it when the
  /// keys are the same; `false` (the slot left) when the keys differ.
  @inlinable
  mutating func takeInPlace(_ j: Int, _ i: Int) -> Bool {
    if isEqual(j, i) {
      keep(j, i)
    } else if new.keyOf(newItems[j]) == new.keyOf(oldItems[i]) {
      build(j)
    } else {
      return false
    }
    return true
  }

  /// The middle: an equal item at the same position first, then by key.
  @inlinable
  mutating func middle(new newRange: Range<Int>, old oldRange: Range<Int>) {
    var taken = [Bool](repeating: false, count: oldRange.count)
    var pending: [Int] = []
    for j in newRange {
      prefetchCount(of: oldSlots, at: j + countPrefetchDistance, within: oldRange)
      if oldRange.contains(j), isEqual(j, j) {
        taken[j - oldRange.lowerBound] = true
        keep(j, j)
      } else {
        pending.append(j)
      }
    }
    guard !pending.isEmpty else { return }
    var positions: [Key: Int] = [:]
    positions.reserveCapacity(oldRange.count)
    var unique = true
    for i in oldRange where !taken[i - oldRange.lowerBound] {
      if positions.updateValue(i, forKey: new.keyOf(oldItems[i])) != nil { unique = false }
    }
    for j in pending {
      if unique, let i = positions[new.keyOf(newItems[j])], !taken[i - oldRange.lowerBound],
        isEqual(j, i)
      {
        taken[i - oldRange.lowerBound] = true
        keep(j, i)
      } else {
        build(j)
      }
    }
  }

  /// Whether new item `j` and old item `i` are equal, second values too.
  @inlinable
  func isEqual(_ j: Int, _ i: Int) -> Bool {
    new.seconds[j] == old.seconds[i] && ((sameItems && i == j) || newItems[j] == oldItems[i])
  }

  @inlinable
  mutating func keep(_ j: Int, _ i: Int) {
    (slots + j).initialize(to: oldSlots[i])
    reused[offset + j] = true
  }

  @inlinable
  mutating func build(_ j: Int) {
    let node = new.child(j)
    if case .element = node {} else { allElements = false }
    (slots + j).initialize(to: node)
  }
}
