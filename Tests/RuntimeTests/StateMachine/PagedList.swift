import CasePaths

@testable import Runtime

/// The Macaron-style paged list the state-machine tests drive: a first page
/// loads (or fails, then retries), further pages load on request (or fail
/// into a page error that keeps the items shown, then retry).
enum PagedList {
  /// The items shown and how many pages they came from.
  struct Page: Equatable, Sendable {
    var items: [String]
    var pages: Int

    func appending(_ more: [String]) -> Page { Page(items: items + more, pages: pages + 1) }
  }

  @CasePathable
  enum State: Equatable, Sendable {
    case initial
    case loading
    case list(Page)
    case pageLoading(Page)
    case pageError(page: Page, message: String)
    case error(String)
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case appeared
    case loaded([String])
    case failed(String)
    case nextPageRequested
    case retryTapped
    case itemTapped(String)
  }

  struct Environment: Sendable {
    /// Loads the page with this index (0 is the first).
    var loadPage: @Sendable (Int) async throws -> [String]
    /// Opens an item's detail screen.
    var open: @Sendable (String) async -> Void
  }

  enum Work: Hashable, Sendable { case load }

  /// Loads page `index`, sending `loaded` or `failed`.
  static func load(_ index: Int, _ environment: Environment) -> Effect<Action> {
    .run(id: Work.load, cancelInFlight: true) { send in
      await send(.loaded(try await environment.loadPage(index)))
    } catch: { error in
      .failed("\(error)")
    }
  }

  static func machine(
    onUndeclared: @escaping @Sendable (IgnoredAction<State, Action>) -> Void = {
      IgnoredAction.log($0)
    }
  ) -> StateMachine<State, Action, Environment> {
    StateMachine(onUndeclared: onUndeclared) {
      When(\.initial) {
        On(\.appeared, to: \.loading) { _, _, env in load(0, env) }
      }
      When(\.loading) {
        On(\.loaded, to: \.list, state: { _, items in Page(items: items, pages: 1) })
        On(\.failed, to: \.error, state: { _, message in message })
      }
      When(\.list) {
        On(\.nextPageRequested, to: \.pageLoading, state: { page, _ in page }) { page, _, env in
          load(page.pages, env)
        }
        On(\.itemTapped) { _, item, env in
          .run { _ in await env.open(item) }
        }
      }
      When(\.pageLoading) {
        On(\.loaded, to: \.list, state: { page, items in page.appending(items) })
        On(\.failed, to: \.pageError, state: { page, message in (page: page, message: message) })
      }
      When(\.pageError) {
        On(\.retryTapped, to: \.pageLoading, state: { error, _ in error.page }) { page, _, env in
          load(page.pages, env)
        }
      }
      When(\.error) {
        On(\.retryTapped, to: \.loading) { _, _, env in load(0, env) }
      }
    }
  }
}
