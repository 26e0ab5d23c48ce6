import CasePaths
import Trellis

/// The monster list: a paged list written with the state-machine DSL
/// (``machine``): it loads its first pages, then 20 more per “load more”;
/// a failed first load shows a full-screen error with retry, a failed next
/// page keeps the monsters shown and offers a retry. Selecting a monster
/// opens ``MonsterDetail`` through a route; a deletion handed back removes
/// it from the list.
///
/// URL: `/monsters?pages=3` (three pages loaded). Faults it understands
/// (`_fail` in `--dev`, or ``MonsterClient``'s faults in tests):
/// - `first-page`: the first load fails, a retry succeeds;
/// - `next-page`: the first “load more” fails, a retry succeeds.
///
/// ```swift
/// let repository = MonsterRepository()
/// let screens = [AnyScreen(MonsterList(repository: repository)), AnyScreen(MonsterDetail(repository: repository))]
/// ```
public struct MonsterList: Screen, Titled, Appearing, Prerendered, ReceivesResults,
  HasStateDiagram
{
  /// What the list shows: its phase, and a notice after a deletion.
  public struct State: Codable, Equatable, Sendable {
    /// Where the list is in its state machine.
    public var phase: Phase
    /// A line about the last deletion handed back, if any.
    public var notice: String?

    /// Creates a state.
    public init(phase: Phase = .initial(pages: 1), notice: String? = nil) {
      self.phase = phase
      self.notice = notice
    }

    /// The number of pages shown (or being loaded): the URL's `pages`.
    /// Setting it restarts the list at ``Phase/initial(pages:)``.
    public var pages: Int {
      get { phase.pages }
      set { phase = .initial(pages: newValue) }
    }
  }

  /// What the user, the loads and the detail screen do.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// The live session mounted the list.
    case appeared
    /// A load brought monsters.
    case pageLoaded(MonsterPage)
    /// A load failed, with a sentence for the user.
    case pageFailed(String)
    /// The “load more” button.
    case loadMoreTapped
    /// A retry button (full-screen or page error).
    case retryTapped
    /// A monster of the list was selected.
    case monsterTapped(id: Int)
    /// The detail screen handed back a deletion.
    case monsterDeleted(MonsterDeletion)
  }

  /// The list's dependencies.
  public struct Environment: Sendable {
    /// Where monsters come from.
    public var monsters: MonsterClient
    /// Where the navigation to the detail screen goes.
    public var messages: MessageSender

    /// Creates an environment.
    public init(monsters: MonsterClient, messages: MessageSender) {
      self.monsters = monsters
      self.messages = messages
    }
  }

  /// The list's cancellable work.
  enum Work: Hashable, Sendable { case load }

  /// The most pages a URL may ask for.
  public static let maxPages = 10

  public static let name = "monster-list"

  /// The list's URL: `/monsters?pages=3`.
  public let codec = QueryStateCodec(path: "/monsters", initial: State()) {
    QueryParameter("pages", \.pages) {
      (1...MonsterList.maxPages).contains($0)
        ? nil : "pages must be between 1 and \(MonsterList.maxPages)"
    }
  }

  /// The monsters, shared with ``MonsterDetail`` and every session.
  public let repository: MonsterRepository

  /// A list of `repository`'s monsters (pass the one the detail screen uses).
  public init(repository: MonsterRepository = MonsterRepository()) {
    self.repository = repository
  }

  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(
      monsters: MonsterClient(repository: repository, clock: context.clock, faults: context.faults),
      messages: context.messages)
  }

  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    if case .monsterDeleted(let deletion) = action {
      // A result can arrive in any phase (usually `initial`, as the list is
      // rebuilt from its URL), so it is handled beside the machine.
      state.notice = "\(deletion.name) was deleted."
      state.phase.remove(monsterID: deletion.id)
      return .none
    }
    return Self.machine(&state.phase, action, environment)
  }

  /// Loads the URL's pages when mounted in ``Phase/initial(pages:)``; a
  /// list mounted loaded (from its prerendered page) loads nothing.
  public func appearAction(_ state: State) -> Action? {
    state.phase.is(\.initial) ? .appeared : nil
  }

  /// The first page waits for the URL's pages, so it shows them (JavaScript or not).
  public func prerenderAction(_ state: State) -> Action? { appearAction(state) }

  public func action(forResult result: ScreenResult) -> Action? {
    result.value(as: MonsterDeletion.self).map(Action.monsterDeleted)
  }

  public var stateDiagram: StateDiagram { Self.machine.diagram }

  public func diagramState(_ state: State) -> String? {
    StateDiagram.stateName(of: state.phase)
  }

  public func title(_ state: State) -> String {
    guard let listing = state.phase.listing else { return "Monsters" }
    return "Monsters (\(listing.monsters.count))"
  }
}
