import Testing

@testable import VDOM

/// An element shares its storage between copies: every write must leave the
/// other copies as they were (copy on write), including the in-place writes
/// of mounting and diffing.
@Suite struct ElementStorageTests {
  enum Action: Sendable, Equatable { case tap, other }

  private func button(_ label: String) -> Node<Action> {
    .element(
      Element(
        tag: "button", events: [EventBinding(event: .click, handler: .action(.tap))],
        children: [.text(label)]))
  }

  @Test(arguments: [3, 8, 9, 40])
  func releasingAnElementReleasesEachChild(count: Int) {
    // Past 8 children the deinit releases them one by one, each one's count
    // asked for ahead: every child must still go, text and elements alike.
    final class Box: @unchecked Sendable { weak var storage: ElementStorage<Action>? }
    let boxes = (0..<count).map { _ in Box() }
    do {
      let children: [Node<Action>] = (0..<count).map { index in
        index % 3 == 2 ? .text("t\(index)") : button("b\(index)")
      }
      for (box, child) in zip(boxes, children) { box.storage = child.element?.storage }
      let parent = Element<Action>(tag: "div", children: children)
      #expect(parent.children.count == count)
    }
    #expect(boxes.allSatisfy { $0.storage == nil })
  }

  @Test func theHeaderIsOneWord() {
    // Tag, counts and the kind of extras: every mounted element keeps them.
    #expect(MemoryLayout<ElementFields>.size == 8)
  }

  @Test func aNodeIsAsWideAsAStringPlusItsCase() {
    // One reference for an element: child lists stay small and a copy of
    // a node retains one object.
    #expect(MemoryLayout<Element<Action>>.size == MemoryLayout<Int>.size)
    #expect(MemoryLayout<Node<Action>>.size <= MemoryLayout<String>.size + 1)
  }

  @Test func aBindingOfASmallActionIsFourWords() {
    // A session keeps every binding of its tree: event and options share
    // one reference, the id is an `Int` with a sentinel, and a payload's
    // closure sits behind a reference, so a one-word action and its tag
    // fill the last word. The handler index keeps the same form.
    enum RowAction: Sendable {
      case select(Int)
      case remove(Int)
    }
    #expect(MemoryLayout<EventBinding<RowAction>>.stride == 32)
    #expect(MemoryLayout<HandlerSlots<RowAction>.Slot>.stride == 16)
    var binding = EventBinding<RowAction>(event: .click, handler: .action(.select(1)))
    #expect(binding.id == nil)
    binding.assignID(0)
    #expect(binding.id == 0)
    binding.options = EventOptions(debounceMilliseconds: 5)
    #expect(binding.options.debounceMilliseconds == 5)
    #expect(binding.event == .click)
    binding.options = .none
    #expect(binding.spec === BindingSpec.click)
  }

  @Test func aCopyKeepsItsValuesWhenTheOtherChanges() {
    let original = Element<Action>(
      tag: "p", attributes: [.init("id", "a")], key: "k", memo: Memo(1), children: [.text("x")])
    var copy = original
    copy.tag = "div"
    copy.key = "other"
    copy.memo = Memo(2)
    copy.setAttributes([.init("id", "b")])
    copy.setChildren([.text("y")])
    copy.setEvents([EventBinding(event: .click, handler: .action(.tap))])
    #expect(original.tag == "p")
    #expect(original.key == "k")
    #expect(original.memo?.matches(Memo(1)) == true)
    #expect(original.attributes == [.init("id", "a")])
    #expect(original.children == [.text("x")])
    #expect(original.events.isEmpty)
    #expect(copy.tag == "div" && copy.key == "other" && copy.children == [.text("y")])
    #expect(copy.storage !== original.storage)
    // Setting an optional field back to nil clears it (not "leave unchanged").
    copy.key = nil
    copy.memo = nil
    #expect(copy.key == nil && copy.memo == nil)
    #expect(original.key == "k")
  }

  @Test func anUnsharedElementIsMountedInPlace() {
    let node: Node<Action> = .element(Element(tag: "p", children: [button("x")]))
    let storage = node.element.map { ObjectIdentifier($0.storage) }
    var ids = HandlerIDs()
    let mounted = mount(consume node, ids: &ids)
    #expect(mounted.element.map { ObjectIdentifier($0.storage) } == storage)
    #expect(mounted.element?.child(at: 0).element?.events[0].id == 1)
  }

  @Test func attributesBindingsAndChildrenShareTheElementsAllocation() {
    let element = Element<Action>(
      tag: "a", attributes: [.init("id", "x"), .init("class", "c")],
      events: [
        EventBinding(event: .input, handler: .action(.other)),
        EventBinding(event: .click, handler: .action(.tap)),
      ],
      children: [.text("one"), .element(Element(tag: "b")), .raw("<i></i>")])
    #expect(element.storage.attributeCount == 2 && element.storage.eventCount == 2)
    #expect(element.childCount == 3)
    #expect(element.attributes == [.init("class", "c"), .init("id", "x")])
    #expect(element.events.map(\.event) == [.click, .input])
    #expect(element.children == [.text("one"), .element(Element(tag: "b")), .raw("<i></i>")])
    #expect(element.child(at: 1) == .element(Element(tag: "b")))
    // The tail follows the header: attributes, then bindings, then children.
    let storage = element.storage
    let attributesEnd =
      UnsafeRawPointer(storage.attributePointer) + 2 * MemoryLayout<HTMLAttribute>.stride
    #expect(UnsafeRawPointer(storage.eventPointer) == attributesEnd)
    #expect(
      UnsafeRawPointer(storage.childPointer)
        == UnsafeRawPointer(storage.eventPointer + 2))
  }

  @Test func replacingChildrenOrEventsMakesANewStorageAndLeavesCopies() {
    let original = Element<Action>(tag: "p", children: [.text("x")])
    var copy = original
    copy.children.append(.element(Element(tag: "b")))
    copy.events.append(EventBinding(event: .click, handler: .action(.tap)))
    #expect(original.children == [.text("x")] && original.events.isEmpty)
    #expect(copy.children == [.text("x"), .element(Element(tag: "b"))])
    #expect(copy.events.count == 1)
  }

  @Test func anActionOfWideAlignmentIsStoredAligned() {
    enum Wide: Sendable, Equatable { case value(SIMD4<Float>) }
    let binding = EventBinding<Wide>(event: .click, handler: .action(.value(SIMD4(1, 2, 3, 4))))
    let element = Element<Wide>(
      tag: "button", attributes: [.init("id", "b")], events: [binding],
      children: [.text("go"), .element(Element(tag: "i"))])
    let events = UInt(bitPattern: element.storage.eventPointer)
    let children = UInt(bitPattern: element.storage.childPointer)
    #expect(events % UInt(MemoryLayout<EventBinding<Wide>>.alignment) == 0)
    #expect(children % UInt(MemoryLayout<Node<Wide>>.alignment) == 0)
    #expect(element.events == [binding])
    #expect(element.children == [.text("go"), .element(Element(tag: "i"))])
  }

  @Test func mountingLeavesTheCallersTreeUnmounted() {
    let view: Node<Action> = .element(Element(tag: "div", children: [button("a")]))
    var ids = HandlerIDs()
    let mounted = mount(view, ids: &ids)
    #expect(mounted.element?.children[0].element?.events[0].id == 1)
    #expect(view.element?.children[0].element?.events[0].id == nil)
  }

  @Test func aSubtreeUsedTwiceIsMountedAsTwoWithTheirOwnIDs() {
    let shared = button("same")
    let view: Node<Action> = .element(Element(tag: "div", children: [shared, shared]))
    var ids = HandlerIDs()
    let mounted = mount(view, ids: &ids)
    let children = mounted.element?.children ?? []
    #expect(children.compactMap { $0.element?.events[0].id } == [1, 2])
    #expect(shared.element?.events[0].id == nil)
  }

  @Test func diffingLeavesTheOldTreeAndTheCallersNewTreeAsTheyWere() {
    var ids = HandlerIDs()
    let old = mount(.element(Element(tag: "div", children: [button("a")])), ids: &ids)
    // Rendered, not kept as a copy: a copy shares the storage it would check.
    let before = HTMLRenderer.render(old)
    let new: Node<Action> = .element(Element(tag: "div", children: [button("b"), button("c")]))
    let result = diff(old, new, ids: &ids)
    #expect(HTMLRenderer.render(old) == before)
    #expect(old.element?.children.count == 1)
    #expect(new.element?.children.compactMap { $0.element?.events[0].id }.isEmpty == true)
    #expect(result.tree.element?.children.compactMap { $0.element?.events[0].id } == [1, 2])
  }
}
