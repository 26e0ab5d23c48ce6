import Trellis

extension LikeHistory {
  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    switch action {
    case .appeared:
      guard !state.isLoading, state.problem == nil, state.hasMore, state.loadedPages < state.pages
      else { return .none }
      return load(&state, environment)

    case .loadMoreTapped:
      guard !state.isLoading, state.hasMore else { return .none }
      if state.problem?.operation == .load { state.problem = nil }
      // A page still owed (its load failed and the banner was dismissed) comes first.
      if state.loadedPages >= state.pages {
        guard state.pages < Self.maxPages else { return .none }
        state.pages += 1
      }
      return load(&state, environment)

    case .pageLoaded(.success(let page)):
      state.isLoading = false
      let shown = Set(state.likes.map(\.id))
      state.likes += page.likes.filter { !shown.contains($0.id) }
      state.loadedPages += 1
      state.hasMore = page.hasMore
      state.total = page.total
      if state.problem?.operation == .load { state.problem = nil }
      // The URL may ask for more pages than there are: it then names the real count.
      if !state.hasMore { state.pages = max(1, state.loadedPages) }
      guard state.hasMore, state.loadedPages < state.pages else {
        return refill(&state, environment)
      }
      return load(&state, environment)

    case .refillLoaded(.success(let page)):
      state.isLoading = false
      let room = state.loadedPages * Self.pageSize - state.likes.count
      let shown = Set(state.likes.map(\.id))
      let fresh = page.likes.filter { !shown.contains($0.id) }
      state.likes += fresh.prefix(max(0, room))
      state.hasMore = page.hasMore || fresh.count > room
      state.total = page.total
      // Another deletion may have landed meanwhile.
      return refill(&state, environment)

    case .refillLoaded(.failure):
      // The list stays short; "load more" fetches what follows it.
      state.isLoading = false
      return .none

    case .pageLoaded(.failure(let failure)):
      state.isLoading = false
      state.problem = Problem(.load, failure)
      return .none

    case .deleteTapped(let id):
      return delete(id, &state, environment)

    case .deleteAnswered(let id, .success(let removedHere)):
      state.deleting.remove(id)
      _ = remove(id, from: &state)
      let refilled = refill(&state, environment)
      // Only the request that removed it tells the others (a racing delete found it gone).
      guard removedHere else { return refilled }
      return .merge(.message(.broadcast(LikesTopic(), id), through: environment.messages), refilled)

    case .deleteAnswered(let id, .failure(let failure)):
      state.deleting.remove(id)
      // Deleted elsewhere meanwhile: there is nothing left to retry.
      guard state.likes.contains(where: { $0.id == id }) else { return .none }
      state.problem = Problem(.delete(id), failure)
      return .none

    case .retryTapped:
      switch state.problem?.operation {
      case .load:
        state.problem = nil
        return state.isLoading ? .none : load(&state, environment)
      case .delete(let id):
        state.problem = nil
        return delete(id, &state, environment)
      case nil:
        return .none
      }

    case .dismissTapped:
      state.problem = nil
      return .none

    case .deletedElsewhere(let id):
      // A like this session never loaded (or already removed) changes nothing here.
      guard remove(id, from: &state) else { return .none }
      let refilled = refill(&state, environment)
      guard state.deleting.remove(id) != nil else { return refilled }
      // Our own delete of it lost the race: its answer no longer matters.
      return .merge(.cancel(id: Work.delete(id)), refilled)
    }
  }

  /// Starts loading the page after the last like shown.
  private func load(_ state: inout State, _ environment: Environment) -> Effect<Action> {
    state.isLoading = true
    // The list is a prefix of the repository (minus deletions), so the page
    // after the last like shown is exactly what follows, whatever was deleted.
    let cursor = state.likes.last?.id
    return .run(
      id: Work.load, cancelInFlight: true,
      operation: { send in
        let page = try await environment.page(after: cursor)
        await send(.pageLoaded(.success(page)))
      },
      catch: { error in (error as? LikeFailure).map { .pageLoaded(.failure($0)) } })
  }

  /// Fetches what follows the last like shown when deletions left the pages
  /// shown short of full, so that they show as many likes as their URL's
  /// `pages` does on a reload.
  private func refill(_ state: inout State, _ environment: Environment) -> Effect<Action> {
    guard !state.isLoading, state.hasMore, state.likes.count < state.loadedPages * Self.pageSize
    else { return .none }
    state.isLoading = true
    let cursor = state.likes.last?.id
    return .run(
      id: Work.load, cancelInFlight: true,
      operation: { send in
        let page = try await environment.page(after: cursor)
        await send(.refillLoaded(.success(page)))
      },
      catch: { error in (error as? LikeFailure).map { .refillLoaded(.failure($0)) } })
  }

  /// Starts deleting the like `id`, unless it is gone or already on its way.
  private func delete(_ id: Like.ID, _ state: inout State, _ environment: Environment)
    -> Effect<Action>
  {
    guard state.likes.contains(where: { $0.id == id }), !state.deleting.contains(id) else {
      return .none
    }
    state.deleting.insert(id)
    if state.problem?.operation == .delete(id) { state.problem = nil }
    return .run(
      id: Work.delete(id),
      operation: { send in
        let removed = try await environment.delete(id)
        await send(.deleteAnswered(id, .success(removed)))
      },
      catch: { error in (error as? LikeFailure).map { .deleteAnswered(id, .failure($0)) } })
  }

  /// Removes the like `id` from the list; whether it was there.
  private func remove(_ id: Like.ID, from state: inout State) -> Bool {
    guard let index = state.likes.firstIndex(where: { $0.id == id }) else { return false }
    state.likes.remove(at: index)
    state.total = state.total.map { max(0, $0 - 1) }
    if state.problem?.operation == .delete(id) { state.problem = nil }
    return true
  }
}
