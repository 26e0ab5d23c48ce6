import Trellis

extension MonsterList {
  public func view(_ state: State) -> Node<Action> {
    main(.class("monsters")) {
      nav { a(.href("/")) { "All screens" } }
      h1 { "Monsters" }
      if let notice = state.notice {
        p(.id("notice"), .class("monsters-notice"), .role("status")) { notice }
      }
      switch state.phase {
      case .initial, .loading:
        p(.id("loading"), .class("monsters-loading"), .role("status")) { "Loading monsters…" }
      case .error(let failure):
        section(.id("error"), .class("monsters-error"), .role("alert")) {
          h2 { "The monsters could not be loaded" }
          p { failure.message }
          button(.id("retry"), .type(.button), .onClick(.retryTapped)) { "Try again" }
        }
      case .list(let listing):
        grid(listing)
        footer(.class("monsters-footer")) {
          if listing.hasMore {
            // A link to the next URL: without JavaScript the server renders
            // one page more; the live client sends the click instead.
            a(
              .id("load-more"), .class("monsters-more"), .href(nextURL(listing)),
              .onClick(.loadMoreTapped)
            ) {
              "Load \(MonsterClient.pageSize) more"
            }
          } else {
            p(.id("end")) { "That is every monster." }
          }
        }
      case .pageLoading(let listing):
        grid(listing)
        footer(.class("monsters-footer")) {
          p(.id("page-loading"), .role("status")) { "Loading more monsters…" }
        }
      case .pageError(let failure):
        grid(failure.listing)
        footer(.class("monsters-footer")) {
          p(.id("page-error"), .role("alert")) { failure.message }
          button(.id("retry"), .type(.button), .onClick(.retryTapped)) { "Try again" }
        }
      }
    }
  }

  /// The list's URL with one page more than `listing` shows.
  private func nextURL(_ listing: Listing) -> String {
    let pages = min(listing.pages + 1, Self.maxPages)
    return codec.url(for: State(phase: .initial(pages: pages))).target
  }

  /// The monsters shown, one keyed card each.
  private func grid(_ listing: Listing) -> Node<Action> {
    section(.class("monsters-list")) {
      p(.id("shown")) { "\(listing.monsters.count) monsters shown" }
      ul(.id("monster-grid"), .class("monster-grid")) {
        for monster in listing.monsters {
          li(.key(monster.id), .class("monster-card")) {
            a(
              .href(MonsterDetail.urlCodec.url(for: .init(id: monster.id)).target),
              .class("monster-open"), .data("id", "\(monster.id)"),
              .onClick(.monsterTapped(id: monster.id))
            ) {
              monster.portrait(size: 96)
              span(.class("monster-name")) { monster.name }
              span(.class("monster-kind")) { "#\(monster.id) · \(monster.kind.rawValue)" }
            }
          }
        }
      }
    }
  }
}
