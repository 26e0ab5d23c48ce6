import CasePaths

extension Reducer where State: Identifiable & Sendable, State.ID: Sendable {
  /// Lifts this element reducer into a parent holding a list of identified
  /// elements. The parent's action case carries the element's id and the
  /// element's action; the reducer runs on that element only, and the
  /// element's effects send parent actions tagged with the same id, and
  /// their cancellation ids are the element's own (cancelling one element's
  /// work leaves the others running). An
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
      .scopingIDs(to: id)
    }
  }
}

/// An effect id made unique to one element of a list.
private struct ElementEffectID<ElementID: Hashable & Sendable>: Hashable, Sendable {
  let element: ElementID
  let effect: EffectID
}

extension Effect {
  /// The same effect with its cancellation ids made unique to the element
  /// `element`, so one element cancelling its work leaves the others' alone.
  /// Queues stay shared: a queue limits work across the whole list.
  fileprivate func scopingIDs<ElementID: Hashable & Sendable>(to element: ElementID) -> Effect {
    func scoped(_ id: EffectID) -> EffectID {
      EffectID(ElementEffectID(element: element, effect: id))
    }
    switch operation {
    case .none, .send: return self
    case .cancel(let ids): return Effect(operation: .cancel(ids.map(scoped)))
    case .merge(let effects):
      return Effect(operation: .merge(effects.map { $0.scopingIDs(to: element) }))
    case .concatenate(let effects):
      return Effect(operation: .concatenate(effects.map { $0.scopingIDs(to: element) }))
    case .run(var run):
      run.id = run.id.map(scoped)
      return Effect(operation: .run(run))
    }
  }
}
