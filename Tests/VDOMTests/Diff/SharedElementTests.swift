import Testing

@testable import VDOM

/// An element built once and reused in many places (a row's constant icon)
/// is held by reference: mount and diff keep it shared when nothing under it
/// takes an id, and the patches are those of a tree built afresh.
@Suite struct SharedElementTests {
  /// Constants with no bindings: a leaf and a subtree with text.
  static let icon: Node<Int> = span(.class("icon"), .aria("hidden", "true"))
  static let note: Node<Int> = td { p { "no bindings" } }
  /// A constant with a binding: mounting must number a copy of it.
  static let goButton: Node<Int> = button(.onClick(0)) { "go" }

  /// The rows, with the constants shared or each built afresh.
  static func table(_ labels: [String], shared: Bool) -> Node<Int> {
    tbody {
      for (position, label) in labels.enumerated() {
        tr(.key(label)) {
          td { a(.onClick(position)) { label } }
          td { shared ? icon : span(.class("icon"), .aria("hidden", "true")) }
          shared ? note : td { p { "no bindings" } }
          shared ? goButton : button(.onClick(0)) { "go" }
        }
      }
    }
  }

  static func storage(_ node: Node<Int>) -> ObjectIdentifier? {
    guard case .element(let element) = node else { return nil }
    return ObjectIdentifier(element.storage)
  }

  /// The storages of each row's cells, in order.
  static func cells(_ tree: Node<Int>) -> [[Node<Int>]] {
    tree.element!.children.map { $0.element!.children }
  }

  @Test func aConstantWithoutBindingsStaysSharedThroughMountAndDiff() {
    var ids = HandlerIDs()
    let labels = ["a", "b", "c", "d"]
    let old = mount(Self.table(labels, shared: true), ids: &ids)
    let icon = Self.storage(Self.icon)
    let note = Self.storage(Self.note)
    for row in Self.cells(old) {
      #expect(Self.storage(row[1].element!.children[0]) == icon)
      #expect(Self.storage(row[2]) == note)
    }

    let next = diff(old, Self.table(["d", "a", "x", "c"], shared: true), ids: &ids)
    for row in Self.cells(next.tree) {
      #expect(Self.storage(row[1].element!.children[0]) == icon)
      #expect(Self.storage(row[2]) == note)
    }
    let html = HTMLRenderer.render(next.tree)
    #expect(html.split(separator: "no bindings", omittingEmptySubsequences: false).count == 5)
  }

  @Test func aConstantWithABindingIsCopiedAndNumberedInEachPlace() {
    var ids = HandlerIDs()
    let tree = mount(Self.table(["a", "b", "c"], shared: true), ids: &ids)
    let buttons = Self.cells(tree).map { $0[3].element! }
    let numbered = buttons.compactMap { $0.events.first?.id }
    #expect(numbered.count == 3)
    #expect(Set(numbered).count == 3)
    #expect(Set(buttons.map { ObjectIdentifier($0.storage) }).count == 3)
    #expect(Self.storage(Self.goButton) != Self.storage(.element(buttons[0])))
    #expect(Self.goButton.element!.events.first?.id == nil, "the constant itself is never written")
    #expect(HandlerIndex(tree).handler(for: numbered[1]) == .action(0))
  }

  @Test func sharingChangesNoPatchAndNoHandlerId() {
    let steps: [[String]] = [
      ["a", "b", "c", "d", "e"], ["e", "b", "c", "d", "a"], ["b", "c", "x", "y"],
      ["y", "x", "c", "b", "z", "a"], [], ["q", "a"],
    ]
    var sharedIDs = HandlerIDs()
    var freshIDs = HandlerIDs()
    var shared = mount(Self.table(steps[0], shared: true), ids: &sharedIDs)
    var fresh = mount(Self.table(steps[0], shared: false), ids: &freshIDs)
    #expect(shared == fresh)
    for labels in steps.dropFirst() {
      let sharedResult = diff(shared, Self.table(labels, shared: true), ids: &sharedIDs)
      let freshResult = diff(fresh, Self.table(labels, shared: false), ids: &freshIDs)
      #expect(sharedResult.patches == freshResult.patches)
      #expect(sharedResult.tree == freshResult.tree)
      #expect(HandlerIndex(sharedResult.tree).count == HandlerIndex(freshResult.tree).count)
      shared = sharedResult.tree
      fresh = freshResult.tree
    }
  }
}
