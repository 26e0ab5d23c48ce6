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
  /// Per child of the new element (the shell's own first), whether it is an old one.
  @usableFromInline var reused: [Bool]
  /// Whether every child built is an element.
  @usableFromInline var allElements = true

  @inlinable
  init(
    new: List, old: List, slots: UnsafeMutablePointer<Node<Action>>,
    oldSlots: UnsafePointer<Node<Action>>, offset: Int
  ) {
    self.new = new
    self.old = old
    self.slots = slots
    self.oldSlots = oldSlots
    self.offset = offset
    reused = [Bool](repeating: false, count: offset + new.items.count)
  }

  /// Fills every slot.
  @inlinable
  mutating func run() {
    let newCount = new.items.count
    let oldCount = old.items.count
    var start = 0
    while start < newCount, start < oldCount, takeInPlace(start, start) { start += 1 }
    var newEnd = newCount
    var oldEnd = oldCount
    while newEnd > start, oldEnd > start, takeInPlace(newEnd - 1, oldEnd - 1) {
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
    } else if new.keyOf(new.items[j]) == new.keyOf(old.items[i]) {
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
      if positions.updateValue(i, forKey: new.keyOf(old.items[i])) != nil { unique = false }
    }
    for j in pending {
      if unique, let i = positions[new.keyOf(new.items[j])], !taken[i - oldRange.lowerBound],
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
    new.items[j] == old.items[i] && new.seconds[j] == old.seconds[i]
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
