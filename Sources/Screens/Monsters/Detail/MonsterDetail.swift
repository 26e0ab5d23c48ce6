import Trellis

/// One monster: its portrait, kind, stats and summary, and a delete button.
/// A successful delete hands a ``MonsterDeletion`` back to the screen that
/// opened it (``MonsterList``), whose browser then shows the list again.
///
/// URL: `/monster?id=42`. An id with no monster shows a not-found state; an
/// id that is not a number between 1 and ``maxID`` is a bad URL. Fault it
/// understands: `delete` (the first delete fails, a retry succeeds).
///
/// ```swift
/// ScreenMessage.navigate(to: MonsterDetail.self, state: .init(id: 42))
/// ```
public struct MonsterDetail: Screen, Titled, Appearing, Prerendered {
  /// What the detail screen shows.
  public struct State: Codable, Equatable, Sendable {
    /// The monster's number (the URL's `id`).
    public var id: Int
    /// Where the screen is: loading, shown, deleting…
    public var phase: Phase

    /// The screen of monster `id`, before it is loaded.
    public init(id: Int, phase: Phase = .loading) {
      self.id = id
      self.phase = phase
    }
  }

  /// The detail screen's phases.
  public enum Phase: Codable, Equatable, Sendable {
    /// The monster is being looked up.
    case loading
    /// There is no monster with this id.
    case notFound
    /// The monster, shown.
    case shown(Monster)
    /// The monster, being deleted.
    case deleting(Monster)
    /// The monster, whose delete failed.
    case deleteFailed(Monster, message: String)
    /// The monster was deleted (shown when no list waits for the result).
    case deleted(Monster)
  }

  /// What the user and the repository do.
  public enum Action: Equatable, Sendable {
    /// The live session mounted the screen.
    case appeared
    /// The lookup finished; `nil` when there is no such monster.
    case loaded(Monster?)
    /// The delete button (also the retry after a failed delete).
    case deleteTapped
    /// The repository deleted the monster.
    case deleteSucceeded
    /// The delete failed, with a sentence for the user.
    case deleteFailed(String)
  }

  /// The detail screen's dependencies.
  public struct Environment: Sendable {
    /// Where monsters come from.
    public var monsters: MonsterClient
    /// Where the deletion result goes.
    public var messages: MessageSender

    /// Creates an environment.
    public init(monsters: MonsterClient, messages: MessageSender) {
      self.monsters = monsters
      self.messages = messages
    }
  }

  /// The detail screen's cancellable work.
  enum Work: Hashable, Sendable { case lookup, delete }

  /// The largest id a URL may hold.
  public static let maxID = 99_999

  public static let name = "monster-detail"

  /// The detail URL: `/monster?id=42`.
  public var codec: QueryStateCodec<State> { Self.urlCodec }

  /// The detail URL's codec, for links from other screens.
  public static let urlCodec = QueryStateCodec(path: "/monster", initial: State(id: 0)) {
    QueryParameter("id", \.id) {
      (1...MonsterDetail.maxID).contains($0)
        ? nil : "id must be a monster number between 1 and \(MonsterDetail.maxID)"
    }
  }

  /// The monsters, shared with ``MonsterList`` and every session.
  public let repository: MonsterRepository

  /// A detail screen of `repository`'s monsters (pass the one the list uses).
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
    switch (state.phase, action) {
    case (.loading, .appeared):
      let id = state.id
      return .run(id: Work.lookup, cancelInFlight: true) { send in
        await send(.loaded(try await environment.monsters.monster(id: id)))
      }
    case (.loading, .loaded(let monster)):
      state.phase = monster.map(Phase.shown) ?? .notFound
      return .none
    case (.shown(let monster), .deleteTapped), (.deleteFailed(let monster, _), .deleteTapped):
      state.phase = .deleting(monster)
      return .run(id: Work.delete, cancelInFlight: true) { send in
        try await environment.monsters.delete(id: monster.id)
        await send(.deleteSucceeded)
      } catch: { error in
        .deleteFailed(MonsterError.message(for: error))
      }
    case (.deleting(let monster), .deleteSucceeded):
      state.phase = .deleted(monster)
      return .message(
        .returnResult(MonsterDeletion(id: monster.id, name: monster.name)),
        through: environment.messages)
    case (.deleting(let monster), .deleteFailed(let message)):
      state.phase = .deleteFailed(monster, message: message)
      return .none
    default:
      // Stale or repeated events (a second click while deleting) change nothing.
      return .none
    }
  }

  public func appearAction(_ state: State) -> Action? {
    state.phase == .loading ? .appeared : nil
  }

  /// The first page waits for the monster, so it shows it (JavaScript or not).
  public func prerenderAction(_ state: State) -> Action? { appearAction(state) }

  public func title(_ state: State) -> String {
    switch state.phase {
    case .loading: "Monster #\(state.id)"
    case .notFound: "No monster #\(state.id)"
    case .shown(let monster), .deleting(let monster), .deleteFailed(let monster, _):
      monster.name
    case .deleted(let monster): "\(monster.name) was deleted"
    }
  }
}
