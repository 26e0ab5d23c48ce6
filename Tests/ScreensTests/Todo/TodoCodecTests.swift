import Screens
import Testing
import Trellis

/// The todo list's readable URL, both ways, and the URLs it refuses.
@Suite struct TodoCodecTests {
  let codec = Todo().codec
  typealias Item = Todo.Item

  @Test func aListRoundTripsThroughItsURLInOrder() throws {
    let state = Todo.State(
      todos: [
        Item(id: 3, title: "Buy milk"), Item(id: 1, title: "Call mum", isDone: true),
        Item(id: 12, title: "<b>& \"quotes\" ?=#"),
      ],
      filter: .active, editing: 1)
    let url = codec.url(for: state)
    #expect(
      url.target
        == "/todo?filter=active&edit=1&todo3=Buy%20milk&done1=Call%20mum&todo12=%3Cb%3E%26%20%22quotes%22%20%3F%3D%23"
    )
    #expect(try codec.state(from: StateURL(parsing: url.target)) == state)
  }

  @Test func aTypedURLWithPlusesAndAnyParameterOrderReads() throws {
    let state = try codec.state(
      from: StateURL(parsing: "/todo?done2=Walk+the+dog&filter=completed"))
    #expect(
      state == .init(todos: [Item(id: 2, title: "Walk the dog", isDone: true)], filter: .completed))
  }

  @Test func theEmptyListIsTheBarePath() throws {
    #expect(codec.url(for: .init()).target == "/todo")
    #expect(Todo().initialState == Todo.State())
  }

  @Test(arguments: [
    ("/todo?colour=red", "unknown parameter “colour”"),
    ("/todo?filter=done", "“filter” must be all, active or completed, not “done”"),
    ("/todo?todo0=a", "“todo0” must be"),
    ("/todo?todo01=a", "“todo01” must be"),
    ("/todo?todo-1=a", "“todo-1” must be"),
    ("/todo?todox=a", "“todox” must be"),
    ("/todo?todo1000000=a", "“todo1000000” must be"),
    ("/todo?todo1=", "todo1: A todo needs some text"),
    ("/todo?todo1=%20%20", "todo1: A todo needs some text"),
    ("/todo?todo1=%20a", "todo1: a title cannot start or end with blanks"),
    ("/todo?todo1=a&done1=b", "the number 1 names two todos"),
    ("/todo?edit=2&todo1=a", "“edit” must be the number of a todo in the list, not “2”"),
    ("/todo?edit=x", "“edit” must be the number of a todo in the list, not “x”"),
  ])
  func badURLsAreRejectedWithAReason(_ target: String, _ reason: String) throws {
    let url = try StateURL(parsing: target)
    let error = #expect(throws: URLStateError.self) { try codec.state(from: url) }
    #expect(error?.message.contains(reason) == true, "\(String(describing: error))")
  }

  @Test func overlongTitlesAndTooManyTodosAreRejected() throws {
    let long = String(repeating: "x", count: Todo.maxTitle + 1)
    #expect(throws: URLStateError.self) {
      try codec.state(from: StateURL(path: "/todo", query: [.init("todo1", long)]))
    }
    // The host refuses control characters in any URL; the codec does too.
    #expect(throws: URLStateError.invalid("todo1: A todo's title cannot hold control characters."))
    {
      try codec.state(from: StateURL(path: "/todo", query: [.init("todo1", "a\nb")]))
    }
    let many = (1...Todo.maxTodos + 1).map { StateURL.Item("todo\($0)", "t") }
    #expect(throws: URLStateError.invalid("a list holds at most \(Todo.maxTodos) todos")) {
      try codec.state(from: StateURL(path: "/todo", query: many))
    }
  }
}
