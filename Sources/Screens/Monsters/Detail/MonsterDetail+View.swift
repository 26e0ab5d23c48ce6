import Trellis

extension MonsterDetail {
  public func view(_ state: State) -> Node<Action> {
    main(.class("monster-detail")) {
      nav { a(.id("back"), .href("/monsters")) { "All monsters" } }
      switch state.phase {
      case .loading:
        h1 { "Monster #\(state.id)" }
        p(.id("loading"), .role("status")) { "Loading the monster…" }
      case .notFound:
        h1 { "No monster #\(state.id)" }
        p(.id("not-found")) {
          "There is no monster numbered \(state.id); it may have been deleted."
        }
      case .shown(let monster):
        card(monster, deleting: false, failure: nil)
      case .deleting(let monster):
        card(monster, deleting: true, failure: nil)
      case .deleteFailed(let monster, let message):
        card(monster, deleting: false, failure: message)
      case .deleted(let monster):
        h1 { "\(monster.name) was deleted" }
        p(.id("deleted")) { "Monster #\(monster.id) is gone for everybody." }
      }
    }
  }

  /// The monster's card, with its delete button.
  private func card(_ monster: Monster, deleting: Bool, failure: String?) -> Node<Action> {
    article(.id("monster"), .class("monster-sheet")) {
      monster.portrait(size: 220)
      div(.class("monster-facts")) {
        h1 { monster.name }
        p(.class("monster-kind")) { "#\(monster.id) · \(monster.kind.rawValue)" }
        p(.class("monster-summary")) { monster.summary }
        dl(.class("monster-stats")) {
          stat("Health", monster.stats.health)
          stat("Attack", monster.stats.attack)
          stat("Defence", monster.stats.defence)
          stat("Speed", monster.stats.speed)
        }
        if let failure {
          p(.id("delete-error"), .role("alert")) { failure }
        }
        button(
          .id("delete"), .type(.button), .class("danger"), .disabled(deleting),
          .onClick(.deleteTapped)
        ) {
          deleting ? "Deleting…" : failure == nil ? "Delete \(monster.name)" : "Try deleting again"
        }
      }
    }
  }

  /// One stat: its name, and its value with a bar.
  @NodeBuilder<Action>
  private func stat(_ name: String, _ value: Int) -> [Node<Action>] {
    dt { name }
    dd {
      span(.class("stat-value")) { "\(value)" }
      span(.class("stat-bar"), .attribute("style", "width: \(value)%")) {}
    }
  }
}
