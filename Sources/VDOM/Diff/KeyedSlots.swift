/// Tracks the DOM index of keyed children while the middle of a child list
/// is rearranged from right to left, in O(log n) per query.
///
/// Every position a child can occupy is a slot, ordered as in the DOM: each
/// kept child's original slot, and for each child that moves or is inserted
/// the slot just before the child to its right in the new order. Children
/// placed before the same staying child (or before the end) form a group
/// that sits right before it, the last placed first. Knowing the new order,
/// all slots are numbered up front; a Fenwick tree counts the occupied ones.
@usableFromInline
struct KeyedSlots {
  private var originalSlot: [Int]
  private var placementSlot: [Int]
  private var occupied: [Int]

  /// `rankOfTarget[t]` is the old-order rank of the kept child at new
  /// position `t` (or -1 for a new child); `stays[rank]` marks the ones that
  /// do not move.
  @usableFromInline
  init(kept: Int, rankOfTarget: [Int], stays: [Bool]) {
    var groupOfTarget = [Int](repeating: 0, count: rankOfTarget.count)
    var orderInGroup = [Int](repeating: 0, count: rankOfTarget.count)
    var placedInGroup = [Int](repeating: 0, count: kept + 1)
    var group = kept
    for target in rankOfTarget.indices.reversed() {
      let rank = rankOfTarget[target]
      if rank >= 0, stays[rank] {
        group = rank
        continue
      }
      placedInGroup[group] += 1
      groupOfTarget[target] = group
      orderInGroup[target] = placedInGroup[group]
    }
    var groupStart = [Int](repeating: 0, count: kept + 1)
    var next = 0
    for group in 0...kept {
      groupStart[group] = next
      next += placedInGroup[group] + (group < kept ? 1 : 0)
    }
    let original = (0..<kept).map { groupStart[$0] + placedInGroup[$0] }
    originalSlot = original
    placementSlot = rankOfTarget.indices.map { target in
      let rank = rankOfTarget[target]
      if rank >= 0, stays[rank] { return original[rank] }
      let group = groupOfTarget[target]
      return groupStart[group] + placedInGroup[group] - orderInGroup[target]
    }
    occupied = [Int](repeating: 0, count: next + 1)
    for slot in originalSlot { add(slot, 1) }
  }

  /// Moves the kept child of `rank` to its place for new position `target`;
  /// returns its index before and after, counted within the middle.
  @usableFromInline
  mutating func move(rank: Int, toTarget target: Int) -> (from: Int, to: Int) {
    let from = countBefore(originalSlot[rank])
    add(originalSlot[rank], -1)
    add(placementSlot[target], 1)
    return (from, countBefore(placementSlot[target]))
  }

  /// Occupies the slots of new children at `targets`; returns the index of
  /// the first, counted within the middle.
  @usableFromInline
  mutating func insert(targets: ClosedRange<Int>) -> Int {
    for target in targets { add(placementSlot[target], 1) }
    return countBefore(placementSlot[targets.lowerBound])
  }

  private mutating func add(_ slot: Int, _ delta: Int) {
    var index = slot + 1
    while index < occupied.count {
      occupied[index] += delta
      index += index & -index
    }
  }

  private func countBefore(_ slot: Int) -> Int {
    var index = slot
    var total = 0
    while index > 0 {
      total += occupied[index]
      index -= index & -index
    }
    return total
  }
}
