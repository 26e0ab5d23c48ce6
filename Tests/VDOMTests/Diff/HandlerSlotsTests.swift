import Testing

@testable import VDOM

/// The dense storage behind ``HandlerIndex``: every id stored is found with
/// its event, whatever the order of stores and removals, and holes never
/// outgrow what is stored.
@Suite struct HandlerSlotsTests {
  @Test func findsWhatWasStoredAndForgetsWhatWasRemoved() {
    var slots = HandlerSlots<Int>()
    for id in 1...10 {
      slots.store(id, event: id.isMultiple(of: 2) ? .click : .input, handler: .action(id))
    }
    #expect(slots.count == 10)
    #expect(slots.entry(4)?.event == .click && slots.entry(4)?.handler == .action(4))
    #expect(slots.entry(5)?.event == .input)
    slots.remove(4)
    slots.remove(4)
    #expect(slots.entry(4) == nil && slots.count == 9)
    slots.store(5, event: .change, handler: .action(50))
    #expect(slots.entry(5)?.event == .change && slots.entry(5)?.handler == .action(50))
    #expect(slots.count == 9)
    #expect(slots.entry(0) == nil && slots.entry(11) == nil && slots.entry(-3) == nil)
    #expect(Set(slots.ids) == Set([1, 2, 3, 5, 6, 7, 8, 9, 10]))
  }

  @Test func aLongLivedIdAmongReplacedOnesKeepsTheArraySmall() {
    // Row 1 stays while the other rows are replaced again and again: the
    // array would otherwise span every id ever handed out.
    var slots = HandlerSlots<Int>()
    var next = 1
    slots.store(next, event: .click, handler: .action(-1))
    let kept = next
    next += 1
    var live: [Int] = []
    for _ in 0..<200 {
      for id in live { slots.remove(id) }
      live = Array(next..<next + 50)
      next += 50
      for id in live { slots.store(id, event: .click, handler: .action(id)) }
      #expect(slots.count == live.count + 1)
      #expect(slots.slots.count <= 3 * slots.occupied + 65)
    }
    #expect(slots.entry(kept)?.handler == .action(-1))
    #expect(live.allSatisfy { slots.entry($0)?.handler == .action($0) })
    #expect(slots.entry(live[0] - 1) == nil)
  }

  @Test func removingEveryEntryInOrderLeavesNoSlots() {
    // Clearing a table forgets its ids front to back: each compaction must
    // drop the leading holes, or every removal would compact again.
    var slots = HandlerSlots<Int>()
    for id in 1...5_000 { slots.store(id, event: .click, handler: .action(id)) }
    var compactions = 0
    for id in 1...5_000 {
      let before = slots.base
      slots.remove(id)
      if slots.base != before { compactions += 1 }
      #expect(slots.slots.count <= 3 * slots.occupied + 65)
    }
    #expect(slots.count == 0 && slots.slots.isEmpty)
    #expect(compactions < 20)
  }

  @Test func anIdFarAboveTheRestStartsAFreshRange() {
    var slots = HandlerSlots<Int>()
    for id in 1...3 { slots.store(id, event: .click, handler: .action(id)) }
    slots.store(1_000_000, event: .click, handler: .action(0))
    #expect(slots.slots.count < 10)
    #expect((1...3).allSatisfy { slots.entry($0)?.handler == .action($0) })
    #expect(slots.entry(1_000_000)?.handler == .action(0))
    // An old id stored again (an id carried over by a diff) is found once.
    slots.store(2, event: .input, handler: .action(22))
    #expect(slots.entry(2)?.event == .input && slots.count == 4)
    slots.remove(2)
    #expect(slots.entry(2) == nil && slots.count == 3)
  }

  @Test func anIndexKeptByDiffsMatchesAFreshWalkAfterRowsComeAndGo() throws {
    // Keyed rows, one of them kept throughout, others inserted, moved and
    // removed: what the diffs maintain equals a walk of the final tree.
    func row(_ id: Int) -> Node<Int> {
      .element(
        Element(
          tag: "tr", key: String(id),
          children: [
            el("a", events: [click(id)]),
            .element(
              Element(tag: "b", events: [EventBinding(event: .input, handler: .action(-id))])),
          ]))
    }
    func table(_ ids: [Int]) -> Node<Int> { el("tbody", ids.map(row)) }
    var ids = HandlerIDs()
    var index = HandlerIndex<Int>()
    var tree = mount(table([0] + Array(1...30)), ids: &ids, index: &index)
    var rows = [0] + Array(1...30)
    var fresh = 31
    for step in 0..<40 {
      rows.removeSubrange(1..<min(rows.count, 6))
      rows.insert(contentsOf: fresh..<fresh + 5, at: 1 + step % max(1, rows.count - 1))
      fresh += 5
      if rows.count > 3 { rows.swapAt(1, rows.count - 1) }
      tree = try diffAndApply(tree, table(rows), ids: &ids, index: &index).tree
      #expect(sameEntries(index, HandlerIndex(tree)))
    }
    #expect(index.count == rows.count * 2)
  }

  @Test func trimGivesBackSpareRoomAndKeepsEveryEntry() {
    var slots = HandlerSlots<Int>()
    for id in 1...1_030 { slots.store(id, event: .click, handler: .action(id)) }
    // Room for almost as many again, as just past a doubling. Made here, not
    // by growth: where the doublings fall depends on the slack malloc gives
    // each block (1,030 slots of 16 bytes once had room for only 1,040).
    slots.slots.reserveCapacity(2_048)
    #expect(slots.slots.capacity >= 2_048)
    slots.trim()
    #expect(slots.slots.capacity <= 1_030 + 64)
    #expect(slots.count == 1_030)
    #expect((1...1_030).allSatisfy { slots.entry($0)?.handler == .action($0) })
    slots.store(1_001, event: .input, handler: .action(0))
    #expect(slots.entry(1_001)?.event == .input)
  }

  @Test func mountLeavesTheIndexWithoutSpareRoom() {
    let view: Node<Int> = ul {
      for value in 0..<1_030 { li { button(.onClick(value)) { String(value) } } }
    }
    var ids = HandlerIDs()
    var index = HandlerIndex<Int>()
    _ = mount(view, ids: &ids, index: &index)
    #expect(index.count == 1_030)
    #expect(index.entries.slots.capacity <= 1_030 + 64)
  }

  @Test func storingBySpecKeepsEachBindingsEvent() {
    var slots = HandlerSlots<Int>()
    let mouse = BindingSpec(event: EventName(rawValue: "mouseover"), options: nil)
    let specs = [BindingSpec.click, BindingSpec.click, mouse, BindingSpec.input, mouse]
    for (offset, spec) in specs.enumerated() {
      slots.store(offset + 1, spec: spec, handler: .action(offset))
    }
    for (offset, spec) in specs.enumerated() {
      #expect(slots.entry(offset + 1)?.event == spec.event)
      #expect(slots.entry(offset + 1)?.handler == .action(offset))
    }
    slots.store(9, event: .click, handler: .action(9))
    #expect(slots.entry(9)?.event == .click && slots.eventNames.count == 3)
  }
}
