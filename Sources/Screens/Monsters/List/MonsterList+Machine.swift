import Trellis

extension MonsterList {
  /// The list's state machine; its ``StateMachine/diagram`` is the
  /// specification the developer panel draws.
  public static let machine = StateMachine<Phase, Action, Environment> {
    When(\.initial) {
      On(\.appeared, to: \.loading, state: { pages, _ in pages }) { pages, _, env in
        loadFirst(pages, env)
      }
    }
    When(\.loading) {
      On(
        \.pageLoaded, to: \.list,
        state: { pages, page in
          Listing(monsters: page.monsters, pages: pages, hasMore: page.hasMore)
        })
      On(
        \.pageFailed, to: \.error,
        state: { pages, message in
          LoadFailure(pages: pages, message: message)
        })
    }
    When(\.list) {
      On(\.loadMoreTapped, to: \.pageLoading, state: { listing, _ in listing }) { listing, _, env in
        loadNext(listing, env)
      }
      On(\.monsterTapped) { _, id, env in open(id, env) }
    }
    When(\.pageLoading) {
      On(\.pageLoaded, to: \.list, state: { listing, page in listing.appending(page) })
      On(
        \.pageFailed, to: \.pageError,
        state: { listing, message in
          PageFailure(listing: listing, message: message)
        })
      On(\.monsterTapped) { _, id, env in open(id, env) }
    }
    When(\.pageError) {
      On(\.retryTapped, to: \.pageLoading, state: { failure, _ in failure.listing }) {
        listing, _, env in loadNext(listing, env)
      }
      On(\.monsterTapped) { _, id, env in open(id, env) }
    }
    When(\.error) {
      On(\.retryTapped, to: \.loading, state: { failure, _ in failure.pages }) { pages, _, env in
        loadFirst(pages, env)
      }
    }
  }

  /// Loads the first `pages` pages.
  static func loadFirst(_ pages: Int, _ environment: Environment) -> Effect<Action> {
    .run(id: Work.load, cancelInFlight: true) { send in
      await send(.pageLoaded(try await environment.monsters.firstPages(pages)))
    } catch: { error in
      .pageFailed(MonsterError.message(for: error))
    }
  }

  /// Loads the page after the last monster shown.
  static func loadNext(_ listing: Listing, _ environment: Environment) -> Effect<Action> {
    .run(id: Work.load, cancelInFlight: true) { send in
      await send(.pageLoaded(try await environment.monsters.page(after: listing.monsters.last?.id)))
    } catch: { error in
      .pageFailed(MonsterError.message(for: error))
    }
  }

  /// Opens the detail screen of the monster numbered `id`.
  static func open(_ id: Int, _ environment: Environment) -> Effect<Action> {
    .message(.navigate(to: MonsterDetail.self, state: .init(id: id)), through: environment.messages)
  }
}
