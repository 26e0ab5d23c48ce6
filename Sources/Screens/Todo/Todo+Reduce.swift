import Trellis

extension Todo {
  /// Each todo's own reducer, scoped to its element of the list, then the list's.
  private static let body = Reducer<State, Action, Environment> { state, action, environment in
    Todo().reduceList(&state, action, environment)
  }
  .forEach(\.todos, action: \.item) { Item.reducer }

  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    Self.body.reduce(&state, action, environment)
  }

  /// What the list does, after the todo concerned changed itself.
  private func reduceList(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    switch action {
    case .draftChanged(let text):
      state.draft = String(text.prefix(Self.maxTitle))
      return clearMessage(&state)
    case .addSubmitted(let text):
      let title = Self.trimmed(text)
      var next = state
      next.todos.append(Item(id: state.nextNumber, title: title))
      next.draft = ""
      if let problem = Self.problem(withTitle: title)
        ?? (state.todos.count >= Self.maxTodos
          ? "The list holds at most \(Self.maxTodos) todos: clear some first." : nil)
        ?? urlProblem(next)
      {
        return refuse(&state, problem, environment)
      }
      state = next
      return clearMessage(&state)
    case .item(let id, .doneChanged(let isDone)):
      if let editing = state.editing, editing != id {
        return refuse(&state, "Finish or cancel the edit first.", environment)
      }
      if let index = state.todos.firstIndex(where: { $0.id == id }) {
        state.todos[index].isDone = isDone
      }
      return .none
    case .allDoneChanged(let isDone):
      for index in state.todos.indices { state.todos[index].isDone = isDone }
      return .none
    case .item(let id, .deleteTapped):
      if let deleted = state.todos.first(where: { $0.id == id }) {
        state.announcement.announce("Deleted “\(deleted.title)”")
      }
      state.todos.removeAll { $0.id == id }
      if state.editing == id { state.editing = nil }
      return .none
    case .clearCompletedTapped:
      state.todos.removeAll(where: \.isDone)
      if let editing = state.editing, !state.todos.contains(where: { $0.id == editing }) {
        state.editing = nil
      }
      return .none
    case .item(let id, .editTapped):
      if state.todos.contains(where: { $0.id == id }) { state.editing = id }
      return .none
    case .editSubmitted(let id, let text):
      guard state.editing == id, let index = state.todos.firstIndex(where: { $0.id == id }) else {
        return .none
      }
      let title = Self.trimmed(text)
      var next = state
      next.todos[index].title = title
      next.editing = nil
      if let problem = Self.problem(withTitle: title) ?? urlProblem(next) {
        return refuse(&state, problem, environment)
      }
      state = next
      return clearMessage(&state)
    case .editCancelled:
      state.editing = nil
      return clearMessage(&state)
    case .filterChosen(let filter):
      state.filter = filter
      if let editing = state.editing,
        let item = state.todos.first(where: { $0.id == editing }), !filter.shows(item)
      {
        state.editing = nil
      }
      return .none
    case .messageExpired:
      state.message = nil
      return .none
    }
  }

  /// Why `state`'s URL would be too long to keep, or `nil`.
  func urlProblem(_ state: State) -> String? {
    codec.url(for: state).target.utf8.count <= Self.maxURLBytes
      ? nil
      : "The list is full: its address would pass \(Self.maxURLBytes) bytes. Clear some todos first."
  }

  /// Shows `problem` until it expires.
  private func refuse(_ state: inout State, _ problem: String, _ environment: Environment)
    -> Effect<Action>
  {
    state.message = problem
    return .run(id: Work.message, cancelInFlight: true) { send in
      try await environment.clock.sleep(for: Self.messageLifetime)
      await send(.messageExpired)
    }
  }

  /// Hides the refusal message, if one is shown.
  private func clearMessage(_ state: inout State) -> Effect<Action> {
    guard state.message != nil else { return .none }
    state.message = nil
    return .cancel(id: Work.message)
  }
}
