import Testing

@testable import Runtime

@Suite struct HistoryTests {
  struct Form: Equatable, Sendable {
    var name: String
    var count: Int
  }

  enum Edit: Equatable, Sendable {
    case renamed(String)
    case incremented
  }

  /// Applies `edits` to `start`, recording each, the way the store does.
  func recorded(_ edits: [Edit], from start: Form, limit: Int = 100) -> (History<Form, Edit>, Form)
  {
    var history = History<Form, Edit>(limit: limit, initial: start)
    var form = start
    for edit in edits {
      switch edit {
      case .renamed(let name): form.name = name
      case .incremented: form.count += 1
      }
      history.record(edit, form)
    }
    return (history, form)
  }

  @Test func startsAtTheInitialStateWithoutAnAction() {
    let history = History<Form, Edit>(limit: 10, initial: Form(name: "a", count: 0))
    #expect(history.entries.count == 1)
    #expect(history.entries[0].action == nil)
    #expect(history.cursor == 0)
    #expect(!history.canUndo)
    #expect(!history.canRedo)
  }

  @Test func emptyHistoryHasNoCursorAndRecordsTheFirstAction() {
    var history = History<Form, Edit>(limit: 10)
    #expect(history.cursor == -1)
    #expect(history.current == nil)
    var empty = history
    #expect(empty.undo() == nil)
    #expect(empty.redo() == nil)
    history.record(.incremented, Form(name: "a", count: 1))
    #expect(history.cursor == 0)
    #expect(history.current?.action == .incremented)
  }

  @Test func undoRedoWalkTheRecordedStates() {
    let start = Form(name: "a", count: 0)
    var (history, last) = recorded([.incremented, .renamed("b"), .incremented], from: start)
    #expect(history.cursor == 3)
    #expect(history.undo() == Form(name: "b", count: 1))
    #expect(history.undo() == Form(name: "a", count: 1))
    #expect(history.undo() == start)
    #expect(history.undo() == nil)
    #expect(history.cursor == 0)
    #expect(history.redo() == Form(name: "a", count: 1))
    #expect(history.jump(to: 3) == last)
    #expect(history.redo() == nil)
    #expect(history.cursor == 3)
    last.count = 99
    #expect(history.current?.state.count == 2, "entries are values, not references")
  }

  @Test func jumpOutOfRangeLeavesTheCursor() {
    var (history, _) = recorded([.incremented, .incremented], from: Form(name: "a", count: 0))
    #expect(history.jump(to: 1) == Form(name: "a", count: 1))
    #expect(history.jump(to: 7) == nil)
    #expect(history.jump(to: -1) == nil)
    #expect(history.cursor == 1)
  }

  @Test func recordingAfterUndoTruncatesTheRedoTail() {
    var (history, _) = recorded(
      [.incremented, .incremented, .incremented], from: Form(name: "a", count: 0))
    _ = history.undo()
    _ = history.undo()
    #expect(history.canRedo)
    history.record(.renamed("z"), Form(name: "z", count: 1))
    #expect(!history.canRedo)
    #expect(history.entries.map(\.action) == [nil, .incremented, .renamed("z")])
    #expect(history.cursor == 2)
  }

  @Test func keepsOnlyTheNewestEntriesUpToTheLimit() {
    let edits = Array(repeating: Edit.incremented, count: 10)
    var (history, last) = recorded(edits, from: Form(name: "a", count: 0), limit: 4)
    #expect(history.entries.count == 4)
    #expect(history.entries.map(\.state.count) == [7, 8, 9, 10])
    #expect(
      history.entries.allSatisfy { $0.action == .incremented }, "the initial entry was dropped")
    #expect(history.current?.state == last)
    #expect(history.undo()?.count == 9)
    last.count = 0
    #expect(History<Form, Edit>(limit: 0).limit == 1)
  }

  @Test func diffNamesTheChangedFieldOnly() throws {
    let (history, _) = recorded([.renamed("Blob"), .incremented], from: Form(name: "a", count: 0))
    let rename = try #require(history.diff(at: 1))
    #expect(rename.contains(#"-   name: "a","#))
    #expect(rename.contains(#"+   name: "Blob","#))
    #expect(!rename.contains("-   count"))
    let increment = try #require(history.diff(at: 2))
    #expect(increment.contains("-   count: 0"))
    #expect(increment.contains("+   count: 1"))
    #expect(history.diff(at: 0) == nil)
    #expect(history.diff(at: 3) == nil)
  }

  @Test func diffIsNilWhenNothingChanged() {
    var history = History<Form, Edit>(limit: 5, initial: Form(name: "a", count: 0))
    history.record(.renamed("a"), Form(name: "a", count: 0))
    #expect(history.diff(at: 1) == nil)
  }
}
