import Trellis

extension LikeHistory {
  public func view(_ state: State) -> Node<Action> {
    main(.class("likes")) {
      nav { a(.href("/")) { "All screens" } }
      header(.class("likes-header")) {
        h1 { "Likes" }
        p(.id("likes-summary")) { summary(state) }
      }
      if let problem = state.problem {
        banner(problem, state)
      }
      if state.likes.isEmpty {
        if state.loadedPages == 0 {
          if state.problem?.operation != .load {
            p(.id("likes-loading"), .class("likes-note")) { "Loading likes…" }
          }
        } else if !state.hasMore {
          p(.id("likes-empty"), .class("likes-note")) { "Nobody has liked anything yet." }
        }
      }
      ol(.id("likes"), .class("likes-list")) {
        for like in state.likes {
          row(like, isDeleting: state.deleting.contains(like.id))
        }
      }
      footer(.class("likes-more")) { more(state) }
    }
  }

  /// One like, with its delete button (disabled while the delete is on its way).
  private func row(_ like: Like, isDeleting: Bool) -> Node<Action> {
    li(.key(like.id), .id("like-\(like.id)"), .class(["like": true, "is-deleting": isDeleting])) {
      p(.class("like-text")) {
        strong(.class("like-who")) { like.who }
        " liked "
        span(.class("like-what")) { like.what }
      }
      time(.class("like-when"), .datetime(like.whenISO)) { like.whenText }
      button(
        .class("like-delete"), .type(.button), .disabled(isDeleting),
        .aria("label", "Delete the like of \(like.who)"), .onClick(.deleteTapped(like.id))
      ) { isDeleting ? "Deleting…" : "Delete" }
    }
  }

  /// The error banner: what failed, retry and dismiss.
  private func banner(_ problem: Problem, _ state: State) -> Node<Action> {
    div(.id("likes-banner"), .class("likes-banner"), .role("alert")) {
      p { message(problem, state) }
      button(.id("likes-retry"), .type(.button), .onClick(.retryTapped)) { "Retry" }
      button(.id("likes-dismiss"), .type(.button), .onClick(.dismissTapped)) { "Dismiss" }
    }
  }

  private func message(_ problem: Problem, _ state: State) -> String {
    switch problem.operation {
    case .load:
      let what = state.loadedPages == 0 ? "the likes" : "more likes"
      return "Couldn’t load \(what). \(problem.failure.message)"
    case .delete(let id):
      let who = state.likes.first { $0.id == id }.map { "\($0.who)’s like" } ?? "the like"
      return "Couldn’t delete \(who). \(problem.failure.message)"
    }
  }

  private func summary(_ state: State) -> String {
    guard let total = state.total else { return "Who liked your posts" }
    let likes = total == 1 ? "1 like" : "\(total) likes"
    return "\(state.likes.count) of \(likes) shown"
  }

  /// The URL with one page more than `state` has loaded.
  private func nextURL(_ state: State) -> String {
    let pages = min(max(state.pages, state.loadedPages) + 1, Self.maxPages)
    return codec.url(for: State(pages: pages)).target
  }

  /// The end of the list: loading, a load-more link, or the end.
  @NodeBuilder<Action>
  private func more(_ state: State) -> [Node<Action>] {
    if state.isLoading && state.loadedPages > 0 {
      p(.id("likes-loading-more"), .class("likes-note")) { "Loading more likes…" }
    } else if state.hasMore && state.loadedPages > 0 && state.problem?.operation != .load {
      // A link to the next URL: without JavaScript the server renders one
      // page more; the live client sends the click instead.
      a(
        .id("likes-load-more"), .class("likes-more-link"), .href(nextURL(state)),
        .onClick(.loadMoreTapped)
      ) { "Load more" }
    } else if !state.hasMore && !state.likes.isEmpty {
      p(.id("likes-end"), .class("likes-note")) { "That’s every like." }
    }
  }
}
