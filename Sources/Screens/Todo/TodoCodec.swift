import Trellis

/// The todo list's readable URL: `filter` and `edit` when they are not the
/// defaults, then one parameter per todo in list order, named `todo<N>` for
/// a todo still to do and `done<N>` for a completed one, `N` its number.
///
/// ```swift
/// TodoCodec().url(for: state).target
/// // "/todo?filter=active&todo1=Buy%20milk&done2=Call%20mum"
/// ```
public struct TodoCodec: StateCodec {
  /// Where the list is served: `/todo`.
  public let path = "/todo"

  /// Creates the codec.
  public init() {}

  public func url(for state: Todo.State) -> StateURL {
    var query: [StateURL.Item] = []
    if state.filter != .all { query.append(.init("filter", state.filter.queryValue)) }
    if let editing = state.editing { query.append(.init("edit", String(editing))) }
    for item in state.todos {
      query.append(.init((item.isDone ? "done" : "todo") + String(item.id), item.title))
    }
    return StateURL(path: path, query: query)
  }

  public func state(from url: StateURL) throws(URLStateError) -> Todo.State {
    var state = Todo.State()
    var editing: String?
    for item in url.query {
      switch item.name {
      case "filter":
        guard let filter = Todo.Filter(queryValue: item.value) else {
          throw .invalid("“filter” must be all, active or completed, not “\(item.value)”")
        }
        state.filter = filter
      case "edit":
        editing = item.value
      default:
        let parsed = try todo(item)
        if state.todos.contains(where: { $0.id == parsed.id }) {
          throw .invalid("the number \(parsed.id) names two todos")
        }
        state.todos.append(parsed)
        if state.todos.count > Todo.maxTodos {
          throw .invalid("a list holds at most \(Todo.maxTodos) todos")
        }
      }
    }
    if let editing {
      guard let id = Int(editing, radix: 10), state.todos.contains(where: { $0.id == id }) else {
        throw .invalid("“edit” must be the number of a todo in the list, not “\(editing)”")
      }
      state.editing = id
    }
    return state
  }

  /// The todo named by one `todo<N>` or `done<N>` parameter.
  private func todo(_ item: StateURL.Item) throws(URLStateError) -> Todo.Item {
    let isDone: Bool
    if item.name.hasPrefix("todo") {
      isDone = false
    } else if item.name.hasPrefix("done") {
      isDone = true
    } else {
      throw .malformed("unknown parameter “\(item.name)”")
    }
    let digits = item.name.dropFirst(4)
    // Only the canonical spelling (no sign, no leading zero) reads back the same.
    guard let id = Int(digits, radix: 10), String(id) == digits, (1...Todo.maxNumber).contains(id)
    else {
      throw .invalid(
        "“\(item.name)” must be “todo” or “done” and a number from 1 to \(Todo.maxNumber)")
    }
    let title = Todo.trimmed(item.value)
    if let problem = Todo.problem(withTitle: title) { throw .invalid("\(item.name): \(problem)") }
    if title != item.value {
      throw .invalid("\(item.name): a title cannot start or end with blanks")
    }
    return Todo.Item(id: id, title: title, isDone: isDone)
  }
}
