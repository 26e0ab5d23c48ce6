import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The todo list's view in its key states, as validated HTML snapshots.
@Suite struct TodoViewTests {
  let screen = Todo()
  typealias Item = Todo.Item

  static let mixed = [
    Item(id: 1, title: "Buy milk"), Item(id: 2, title: "Call the plumber", isDone: true),
    Item(id: 3, title: "Water the plants"),
  ]

  @Test func empty() {
    assertSnapshot(of: screen.view(.init()), as: .html)
  }

  @Test func aMixedListWithEverything() {
    assertSnapshot(of: screen.view(.init(todos: Self.mixed)), as: .html)
  }

  @Test func filteredToActiveWithARefusalShown() {
    let state = Todo.State(
      todos: Self.mixed, filter: .active, draft: "  ",
      message: "A todo needs some text: empty or blank titles are not added.")
    assertSnapshot(of: screen.view(state), as: .html)
  }

  @Test func editingATodoInPlace() {
    assertSnapshot(of: screen.view(.init(todos: Self.mixed, editing: 3)), as: .html)
  }

  @Test func allDone() {
    let todos = Self.mixed.map { Item(id: $0.id, title: $0.title, isDone: true) }
    assertSnapshot(of: screen.view(.init(todos: todos, filter: .completed)), as: .html)
  }

  @Test func titlesThatLookLikeMarkupStayText() {
    let todos = [
      Item(id: 1, title: "<script>window.__pwned=1</script>"),
      Item(id: 2, title: #""><img src=x onerror="window.__pwned=1">"#),
      Item(id: 3, title: "javascript:alert(1)"),
      Item(id: 4, title: "'; alert(1); '"),
    ]
    assertSnapshot(of: screen.view(.init(todos: todos, editing: 2)), as: .html)
  }

  @Test func everyControlSendsItsAction() throws {
    var ids = HandlerIDs()
    let tree = mount(screen.view(.init(todos: [Item(id: 5, title: "a")])), ids: &ids)
    let index = HandlerIndex(tree)
    let payload = EventPayload(
      value: "pears", checked: true, form: [FormField(name: "title", value: "pears")])
    let actions = (1..<ids.next).compactMap { index.handler(for: $0)?.action(for: payload) }
    #expect(
      actions == [
        .addSubmitted("pears"), .draftChanged("pears"), .allDoneChanged(true),
        .item(id: 5, action: .doneChanged(true)), .item(id: 5, action: .editTapped),
        .item(id: 5, action: .editTapped),
        .item(id: 5, action: .deleteTapped), .filterChosen(.all), .filterChosen(.active),
        .filterChosen(.completed),
      ])
  }

  @Test func theEditFormSavesOnSubmitAndCancelsOnEscape() throws {
    var ids = HandlerIDs()
    let tree = mount(screen.view(.init(todos: [Item(id: 5, title: "a")], editing: 5)), ids: &ids)
    let index = HandlerIndex(tree)
    let payload = EventPayload(
      value: "b", form: [FormField(name: "title", value: "b")], key: "Escape")
    let actions = (1..<ids.next).compactMap { index.handler(for: $0)?.action(for: payload) }
    #expect(actions.contains(.editSubmitted(id: 5, title: "b")))
    #expect(actions.filter { $0 == .editCancelled }.count == 2)
  }
}
