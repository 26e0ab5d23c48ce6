import Trellis

extension Todo {
  /// One todo.
  public struct Item: Codable, Equatable, Sendable, Identifiable {
    /// Its number, unique in the list and shown in the URL (`todo3`).
    public var id: Int
    /// What is to be done, exactly as typed.
    public var title: String
    /// Whether it is completed.
    public var isDone: Bool

    /// Creates a todo.
    public init(id: Int, title: String, isDone: Bool = false) {
      self.id = id
      self.title = title
      self.isDone = isDone
    }

    /// What the user does to one todo.
    public enum Action: Codable, Equatable, Sendable {
      /// Its checkbox was ticked or unticked.
      case doneChanged(Bool)
      /// Its title or edit button: edit it in place (the list keeps which one).
      case editTapped
      /// Its delete button (the list removes it).
      case deleteTapped
    }

    /// A todo's own changes: none; ticking, editing and deleting change the
    /// list (a tick is refused while another todo is being edited), whose
    /// reducer handles them after this one.
    static let reducer = Reducer<Item, Action, Environment> { _, _, _ in .none }
  }

  /// Which todos the list shows.
  public enum Filter: String, Codable, CaseIterable, QueryValue, Sendable {
    /// Every todo.
    case all
    /// The todos still to do.
    case active
    /// The completed todos.
    case completed

    /// The filter's link text.
    public var label: String {
      switch self {
      case .all: "All"
      case .active: "Active"
      case .completed: "Completed"
      }
    }

    /// Whether `item` passes the filter.
    public func shows(_ item: Item) -> Bool {
      switch self {
      case .all: true
      case .active: !item.isDone
      case .completed: item.isDone
      }
    }
  }
}

extension Todo.State {
  /// The todos the filter lets through.
  public var visibleTodos: [Todo.Item] { todos.filter(filter.shows) }

  /// How many todos are still to do.
  public var activeCount: Int { todos.count(where: { !$0.isDone }) }

  /// A number no todo has: one past the largest, or the smallest free one
  /// once numbers reach ``Todo/maxNumber``.
  public var nextNumber: Int {
    let largest = todos.map(\.id).max() ?? 0
    if largest < Todo.maxNumber { return largest + 1 }
    let taken = Set(todos.map(\.id))
    // At most `maxTodos` numbers are taken, so one of the first `maxTodos + 1` is free.
    return (1...Todo.maxTodos + 1).first { !taken.contains($0) } ?? 1
  }
}
