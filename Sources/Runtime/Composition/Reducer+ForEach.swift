import CasePaths

extension Reducer {
  /// Runs `element` on one element of the identified list at `toElements`,
  /// before this reducer. The parent's action case carries the element's
  /// id and the element's action; the element's effects send parent
  /// actions tagged with the same id, and their cancellation ids are the
  /// element's own (cancelling one element's work leaves the others
  /// running); queues stay shared, so a queue limits work across the list.
  /// An action for an id that is not in the list changes nothing and goes
  /// to `onIgnored` (logged in development).
  ///
  /// ```swift
  /// struct TodoList { var todos: [Todo] = [] }
  /// @CasePathable enum TodoListAction { case todo(id: Todo.ID, action: TodoAction) }
  ///
  /// let list = Reducer<TodoList, TodoListAction, Env> { state, action, _ in … }
  ///   .forEach(\.todos, action: \.todo) { todo }
  /// // send(.todo(id: 3, action: .toggled)) toggles the todo whose id is 3
  /// ```
  public func forEach<Element: Identifiable, ElementAction: Sendable, ElementEnvironment>(
    _ toElements: WritableKeyPath<State, [Element]>,
    action toElementAction: CaseKeyPath<Action, (id: Element.ID, action: ElementAction)>,
    environment toElementEnvironment: @escaping @Sendable (Environment) -> ElementEnvironment,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<State, Action>) -> Void = {
      IgnoredAction.log($0)
    },
    @ReducerBuilder<Element, ElementAction, ElementEnvironment> element: () -> Reducer<
      Element, ElementAction, ElementEnvironment
    >
  ) -> Reducer where Element: Sendable, Element.ID: Sendable {
    let element = element()
    // Key paths are immutable values; the type just is not declared Sendable.
    nonisolated(unsafe) let toElements = toElements
    let toElementAction = AnyCasePath(toElementAction)
    let parent = self
    return Reducer { state, action, environment in
      guard let (id, elementAction) = toElementAction.extract(from: action) else {
        return parent.reduce(&state, action, environment)
      }
      guard let index = state[keyPath: toElements].firstIndex(where: { $0.id == id }) else {
        onIgnored(
          IgnoredAction(
            state: state, action: action, reason: .missingElement(id: String(describing: id)),
            fileID: fileID, line: line))
        return parent.reduce(&state, action, environment)
      }
      let elementEffect = element.reduce(
        &state[keyPath: toElements][index], elementAction, toElementEnvironment(environment)
      )
      .map { toElementAction.embed((id: id, action: $0)) }
      .scopingIDs(to: id)
      return .merge(elementEffect, parent.reduce(&state, action, environment))
    }
  }

  /// Runs `element`, which reads this reducer's environment, on one element
  /// of the identified list at `toElements`, before this reducer.
  public func forEach<Element: Identifiable, ElementAction: Sendable>(
    _ toElements: WritableKeyPath<State, [Element]>,
    action toElementAction: CaseKeyPath<Action, (id: Element.ID, action: ElementAction)>,
    fileID: String = #fileID,
    line: UInt = #line,
    onIgnored: @escaping @Sendable (IgnoredAction<State, Action>) -> Void = {
      IgnoredAction.log($0)
    },
    @ReducerBuilder<Element, ElementAction, Environment> element: () -> Reducer<
      Element, ElementAction, Environment
    >
  ) -> Reducer where Element: Sendable, Element.ID: Sendable {
    forEach(
      toElements, action: toElementAction, environment: { $0 }, fileID: fileID, line: line,
      onIgnored: onIgnored, element: element)
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
    case .none, .send, .cancelAll: return self
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
