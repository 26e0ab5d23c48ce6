/// What a screen announces to screen readers: the opt-in live region.
///
/// Keep one in the state (it need not be in the URL), call
/// ``announce(_:)`` in the reducer when something changed that a sighted
/// user sees and a screen reader user would miss (a row deleted, a
/// download finished), and render it anywhere in the view with
/// ``announcement(_:)``. The browser client reads the text into the page's
/// polite live region (`#trellis-announce`, `aria-live="polite"`), which
/// outlives patches and live navigation; the same text announced twice is
/// read twice.
///
/// ```swift
/// case .deleteTapped(let id):
///   state.todos.removeAll { $0.id == id }
///   state.announcement.announce("Todo deleted")
/// // in the view:
/// announcement(state.announcement)
/// ```
public struct Announcement: Codable, Equatable, Sendable {
  /// The last text announced (empty before the first).
  public private(set) var text: String
  /// How many announcements were made: each one is a new one, even with the same text.
  public private(set) var count: Int

  /// Nothing announced yet.
  public init() {
    text = ""
    count = 0
  }

  /// Announces `text` (politely: after what the reader is saying).
  public mutating func announce(_ text: String) {
    self.text = text
    count += 1
  }
}

/// The element carrying `announcement` to the client's live region: a
/// hidden `<span data-trellis-announce="count">text</span>`, present from
/// the start (count 0, no text), so an announcement patches its text and
/// count and moves no other element.
public func announcement<Action>(_ announcement: Announcement) -> Node<Action> {
  span(.hidden, .data("trellis-announce", String(announcement.count))) { announcement.text }
}
