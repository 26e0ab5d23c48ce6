import Trellis

/// A todo list: add, edit in place, toggle, delete, toggle all, clear the
/// completed ones, and filter all, active or completed.
///
/// The list lives in its URL, readably: one `todo<N>` (to do) or `done<N>`
/// (completed) parameter per todo, in list order, where `N` is its number,
/// plus `filter` and `edit` (the todo being edited):
/// `/todo?filter=active&todo1=Buy%20milk&done2=Call%20mum`.
/// Changing the filter makes a history entry; other changes replace it.
/// The text being typed and the last refusal message are not in the URL.
/// While a todo is being edited, ticking another todo's box is refused
/// with a message (finish or cancel the edit first); the browser, which
/// showed the tick at once, takes it back.
///
/// Titles are kept exactly as typed (surrounding blanks trimmed) and always
/// rendered as text. Empty or blank titles are refused with a message that
/// goes away after ``messageLifetime`` or at the next edit. The screen uses
/// no repository and understands no `_fail` names: its whole data is its URL.
public struct Todo: Screen, Titled, PushesHistory {
  /// The list, the filter and what is being typed.
  public struct State: Codable, Equatable, Sendable {
    /// The todos, in the order shown.
    public var todos: [Item]
    /// Which todos are shown.
    public var filter: Filter
    /// The number of the todo being edited in place.
    public var editing: Int?
    /// The text of the new-todo field.
    public var draft: String
    /// Why the last add or edit was refused.
    public var message: String?
    /// What screen readers are told (a todo deleted); not in the URL.
    public var announcement = Announcement()

    /// Creates a state.
    public init(
      todos: [Item] = [], filter: Filter = .all, editing: Int? = nil, draft: String = "",
      message: String? = nil
    ) {
      self.todos = todos
      self.filter = filter
      self.editing = editing
      self.draft = draft
      self.message = message
    }
  }

  /// What the user does, and the refusal message expiring.
  /// Codable so that a recorded session replays (``Recording``).
  @CasePathable
  public enum Action: Codable, Equatable, Sendable {
    /// The new-todo field was edited.
    case draftChanged(String)
    /// The new-todo form was submitted with this title.
    case addSubmitted(String)
    /// Something happened to the todo numbered `id` (its own reducer runs first).
    case item(id: Int, action: Item.Action)
    /// The “mark all as complete” checkbox was ticked or unticked.
    case allDoneChanged(Bool)
    /// The “clear completed” button.
    case clearCompletedTapped
    /// The edit form was submitted (Enter or Save) with this title.
    case editSubmitted(id: Int, title: String)
    /// Escape or Cancel in the edit form.
    case editCancelled
    /// One of the filter links.
    case filterChosen(Filter)
    /// The refusal message has been shown long enough.
    case messageExpired
  }

  /// The todo list's dependencies.
  public struct Environment: Sendable {
    /// The clock the refusal message expires on.
    public var clock: any Clock<Duration>
    /// Creates an environment.
    public init(clock: any Clock<Duration>) { self.clock = clock }
  }

  /// The todo list's cancellable work.
  enum Work: Hashable, Sendable { case message }

  /// The most todos a list (and its URL) holds.
  public static let maxTodos = 100
  /// The longest title, in characters.
  public static let maxTitle = 200
  /// The largest todo number.
  public static let maxNumber = 999_999
  /// The longest URL the list may grow to, in bytes: below the host's
  /// 8 KiB limit with room for the reserved route parameters.
  public static let maxURLBytes = 7_900
  /// How long a refusal message stays.
  public static let messageLifetime = Duration.seconds(5)

  /// The screen's stable route name.
  public static let name = "todo"

  /// The list's URL: `/todo?filter=active&todo1=Buy%20milk&done2=Call%20mum`.
  public let codec = TodoCodec()

  /// Creates the screen.
  public init() {}

  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(clock: context.clock)
  }

  /// Back returns to the previous filter; edits replace the history entry.
  public func urlChange(from old: State, to new: State) -> Navigation.Style {
    old.filter == new.filter ? .replace : .push
  }

  public func title(_ state: State) -> String {
    let left = state.todos.count(where: { !$0.isDone })
    return state.todos.isEmpty ? "Todo" : "Todo: \(left) left"
  }
}
