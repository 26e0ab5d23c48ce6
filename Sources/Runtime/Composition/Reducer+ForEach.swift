import CasePaths

extension Reducer where State: Identifiable & Sendable, State.ID: Sendable {
  /// Lifts this element reducer into a parent holding a list of identified
  /// elements. The parent's action case carries the element's id and the
  /// element's action; the reducer runs on that element only, and the
  /// element's effects send parent actions tagged with the same id. An
  /// action for an id that is not in the list changes nothing and is passed
  /// to `onIgnored` (logged in development).
  ///
  /// ```swift
  /// struct TodoList { var todos: [Todo] = [] }
  /// @CasePathable enum TodoListAction { case todo(id: Todo.ID, action: TodoAction) }
  ///
  /// let list = todo.forEach(
  ///   elements: \TodoList.todos,
  ///   action: \TodoListAction.Cases.todo,
  ///   environment: { $0 }
  /// )
  /// // send(.todo(id: 3, action: .toggled)) toggles the todo whose id is 3
  /// ```
  public func forEach<ParentState, ParentAction: Sendable, ParentEnvironment>(
    elements toElements: WritableKeyPath<ParentState, [State]>,
    action toElementAction: CaseKeyPath<ParentAction, (id: State.ID, action: Action)>,
    environment toElementEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<ParentState, ParentAction>) -> Void = {
      IgnoredAction.log($0)
    }
  ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
    // Key paths are immutable values; the type just is not declared Sendable.
    nonisolated(unsafe) let toElements = toElements
    let toElementAction = AnyCasePath(toElementAction)
    return Reducer<ParentState, ParentAction, ParentEnvironment> { parent, action, environment in
      guard let (id, elementAction) = toElementAction.extract(from: action) else { return .none }
      guard let index = parent[keyPath: toElements].firstIndex(where: { $0.id == id }) else {
        onIgnored(
          IgnoredAction(
            state: parent, action: action, reason: .missingElement(id: String(describing: id)),
            fileID: fileID, line: line))
        return .none
      }
      return reduce(
        &parent[keyPath: toElements][index], elementAction, toElementEnvironment(environment)
      )
      .map { toElementAction.embed((id: id, action: $0)) }
    }
  }
}
