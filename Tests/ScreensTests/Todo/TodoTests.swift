import Clocks
import Screens
import Testing
import Trellis

/// The todo list's reducer, driven exhaustively through `TestStore` on a test clock.
@MainActor @Suite struct TodoTests {
  let clock = TestClock()
  typealias Item = Todo.Item

  func makeStore(_ state: Todo.State = .init())
    -> TestStore<Todo.State, Todo.Action, Todo.Environment>
  {
    let screen = Todo()
    let clock = clock
    return TestStore(initialState: state, reducer: screen.reducer) { messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock))
    }
  }

  @Test func addingATodoAppendsItTrimmedAndClearsTheField() async {
    let store = makeStore(.init(todos: [Item(id: 4, title: "Buy milk")]))
    await store.send(.draftChanged("  Call mum ")) { $0.draft = "  Call mum " }
    await store.send(.addSubmitted("  Call mum ")) {
      $0.todos.append(Item(id: 5, title: "Call mum"))
      $0.draft = ""
    }
    await store.finish()
  }

  @Test func blankTitlesAreRefusedWithAMessageThatExpires() async {
    let store = makeStore()
    await store.send(.draftChanged(" \t ")) { $0.draft = " \t " }
    await store.send(.addSubmitted(" \t ")) {
      $0.message = "A todo needs some text: empty or blank titles are not added."
    }
    await clock.advance(by: Todo.messageLifetime - .milliseconds(1))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.messageExpired) { $0.message = nil }
    await store.finish()
  }

  @Test func typingHidesTheMessageAtOnce() async {
    let store = makeStore()
    await store.send(.addSubmitted("")) {
      $0.message = "A todo needs some text: empty or blank titles are not added."
    }
    await store.send(.draftChanged("T")) {
      $0.draft = "T"
      $0.message = nil
    }
    await clock.advance(by: Todo.messageLifetime * 2)
    await store.finish()
  }

  @Test func titlesAreKeptExactlyEvenWhenTheyLookLikeMarkup() async {
    let store = makeStore()
    let title = #""><img src=x onerror="window.__pwned=1">"#
    await store.send(.addSubmitted(title)) { $0.todos = [Item(id: 1, title: title)] }
    await store.finish()
  }

  @Test func controlCharactersAndOverlongTitlesAreRefused() async {
    let store = makeStore()
    await store.send(.addSubmitted("a\u{7}b")) {
      $0.message = "A todo's title cannot hold control characters."
    }
    await store.send(.addSubmitted(String(repeating: "x", count: Todo.maxTitle + 1))) {
      $0.message = "A todo's title is at most \(Todo.maxTitle) characters."
    }
    await clock.advance(by: Todo.messageLifetime)
    await store.receive(.messageExpired) { $0.message = nil }
    await store.finish()
  }

  @Test func aFullListRefusesMore() async {
    let full = (1...Todo.maxTodos).map { Item(id: $0, title: "t\($0)") }
    let store = makeStore(.init(todos: full))
    await store.send(.addSubmitted("one more")) {
      $0.message = "The list holds at most \(Todo.maxTodos) todos: clear some first."
    }
    await clock.advance(by: Todo.messageLifetime)
    await store.receive(.messageExpired) { $0.message = nil }
    await store.finish()
  }

  @Test func aListWhoseURLWouldBeTooLongRefusesMore() async {
    // Six titles of 200 “é”, 6 bytes each once percent-encoded: a seventh passes the limit.
    let long = String(repeating: "é", count: Todo.maxTitle)
    let todos = (1...6).map { Item(id: $0, title: long) }
    #expect(Todo().codec.url(for: .init(todos: todos)).target.utf8.count < Todo.maxURLBytes)
    let store = makeStore(.init(todos: todos))
    await store.send(.addSubmitted(long)) {
      $0.message =
        "The list is full: its address would pass \(Todo.maxURLBytes) bytes. Clear some todos first."
    }
    await store.send(.item(id: 2, action: .editTapped)) { $0.editing = 2 }
    await store.send(.editSubmitted(id: 2, title: long + "!")) {
      $0.message = "A todo's title is at most \(Todo.maxTitle) characters."
    }
    await store.send(.editCancelled) {
      $0.editing = nil
      $0.message = nil
    }
    await store.finish()
  }

  @Test func togglingOneOrAllAndClearingTheCompleted() async {
    let store = makeStore(
      .init(todos: [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]))
    await store.send(.item(id: 2, action: .doneChanged(true))) { $0.todos[1].isDone = true }
    await store.send(.item(id: 99, action: .doneChanged(true)))
    await store.send(.allDoneChanged(true)) {
      $0.todos[0].isDone = true
      $0.todos[2].isDone = true
    }
    await store.send(.item(id: 1, action: .doneChanged(false))) { $0.todos[0].isDone = false }
    await store.send(.clearCompletedTapped) { $0.todos = [Item(id: 1, title: "a")] }
    await store.send(.allDoneChanged(true)) { $0.todos[0].isDone = true }
    await store.send(.allDoneChanged(false)) { $0.todos[0].isDone = false }
    await store.finish()
  }

  @Test func aTickWhileAnotherTodoIsEditedIsRefused() async {
    let store = makeStore(.init(todos: [Item(id: 1, title: "a"), Item(id: 2, title: "b")]))
    await store.send(.item(id: 1, action: .editTapped)) { $0.editing = 1 }
    await store.send(.item(id: 2, action: .doneChanged(true))) {
      $0.message = "Finish or cancel the edit first."
    }
    await store.send(.editCancelled) {
      $0.editing = nil
      $0.message = nil
    }
    await store.send(.item(id: 2, action: .doneChanged(true))) { $0.todos[1].isDone = true }
    await store.finish()
  }

  @Test func deletingATodoAlsoEndsItsEdit() async {
    let store = makeStore(.init(todos: [Item(id: 1, title: "a"), Item(id: 2, title: "b")]))
    await store.send(.item(id: 1, action: .deleteTapped)) {
      $0.todos = [Item(id: 2, title: "b")]
      $0.announcement.announce("Deleted “a”")
    }
    await store.send(.item(id: 2, action: .editTapped)) { $0.editing = 2 }
    await store.send(.item(id: 2, action: .deleteTapped)) {
      $0.todos = []
      $0.editing = nil
      $0.announcement.announce("Deleted “b”")
    }
    await store.send(.addSubmitted("c")) { $0.todos = [Item(id: 1, title: "c")] }
    await store.finish()
  }

  @Test func editingInPlaceSavesTrimsRefusesBlankAndCancels() async {
    let store = makeStore(.init(todos: [Item(id: 1, title: "Buy milk"), Item(id: 2, title: "b")]))
    await store.send(.item(id: 7, action: .editTapped))
    await store.send(.item(id: 1, action: .editTapped)) { $0.editing = 1 }
    // An edit of a todo that is not being edited (a stale form) is ignored.
    await store.send(.editSubmitted(id: 2, title: "x"))
    await store.send(.editSubmitted(id: 1, title: "   ")) {
      $0.message = "A todo needs some text: empty or blank titles are not added."
    }
    await store.send(.editSubmitted(id: 1, title: " Buy oat milk ")) {
      $0.todos[0].title = "Buy oat milk"
      $0.editing = nil
      $0.message = nil
    }
    await store.send(.item(id: 2, action: .editTapped)) { $0.editing = 2 }
    await store.send(.editCancelled) { $0.editing = nil }
    await store.finish()
  }

  @Test func aFilterThatHidesTheEditedTodoEndsTheEdit() async {
    let store = makeStore(
      .init(todos: [Item(id: 1, title: "a"), Item(id: 2, title: "b", isDone: true)]))
    await store.send(.item(id: 1, action: .editTapped)) { $0.editing = 1 }
    await store.send(.filterChosen(.active)) { $0.filter = .active }
    await store.send(.filterChosen(.completed)) {
      $0.filter = .completed
      $0.editing = nil
    }
    await store.send(.item(id: 2, action: .editTapped)) { $0.editing = 2 }
    await store.send(.clearCompletedTapped) {
      $0.todos = [Item(id: 1, title: "a")]
      $0.editing = nil
    }
    await store.finish()
  }

  @Test func onlyAFilterChangeMakesAHistoryEntry() {
    let screen = Todo()
    let list = Todo.State(todos: [Item(id: 1, title: "a")])
    var filtered = list
    filtered.filter = .active
    var ticked = list
    ticked.todos[0].isDone = true
    #expect(screen.urlChange(from: list, to: filtered) == .push)
    #expect(screen.urlChange(from: list, to: ticked) == .replace)
  }

  @Test func theTitleCountsWhatIsLeft() {
    let screen = Todo()
    #expect(screen.title(.init()) == "Todo")
    #expect(
      screen.title(.init(todos: [Item(id: 1, title: "a"), Item(id: 2, title: "b", isDone: true)]))
        == "Todo: 1 left")
  }

  @Test func numbersStayBoundedAndUnique() {
    #expect(Todo.State().nextNumber == 1)
    #expect(Todo.State(todos: [Item(id: 3, title: "a"), Item(id: 1, title: "b")]).nextNumber == 4)
    let high = Todo.State(todos: [Item(id: Todo.maxNumber, title: "a"), Item(id: 1, title: "b")])
    #expect(high.nextNumber == 2)
  }
}
