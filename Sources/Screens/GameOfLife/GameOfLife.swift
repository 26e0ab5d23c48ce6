import Trellis

/// Conway's Game of Life on a 64×64 board whose edges wrap around (a
/// torus): play, pause, step, clear, named patterns, a speed control, and a
/// click on a cell toggles it.
///
/// The board deep-links: `/life?cells=bo-2bo-3o&speed=10&running=true&generation=4`
/// (`cells` is run-length text, see ``Board/rle``). While the board runs, the
/// URL is replaced about once a second (every `speed` generations), not on
/// every generation, so a reload lands at most a second back; loading a
/// pattern or clearing pushes a history entry, edits replace it.
/// It reads no repository, so it understands no `_fail` names.
public struct GameOfLife: Screen, Titled, Appearing, PushesHistory {
  /// What the screen shows.
  public struct State: Codable, Equatable, Sendable {
    /// The live cells now.
    public var board: Board
    /// How many generations the board has run since it was loaded.
    public var generation = 0
    /// Generations per second while running.
    public var speed = GameOfLife.defaultSpeed
    /// Whether the timer is stepping the board.
    public var isRunning = false
    /// The board the URL shows: the current one, except while running,
    /// when it is brought up to date about once a second.
    public var shown: Snapshot
    /// What changed the board last; decides push or replace for the URL.
    public var lastChange = Change.none
    /// The seed of the next random board.
    public var nextSeed: UInt64 = 1

    /// A state showing `board`, paused unless `isRunning`.
    public init(
      board: Board = Board(), generation: Int = 0, speed: Int = GameOfLife.defaultSpeed,
      isRunning: Bool = false
    ) {
      self.board = board
      self.generation = generation
      self.speed = speed
      self.isRunning = isRunning
      self.shown = Snapshot(board: board, generation: generation)
    }

    /// The board's run-length text as the URL holds it; setting it loads the board.
    var shownCells: String {
      get { shown.board.rle }
      set {
        board = (try? Board(size: board.size, rle: newValue)) ?? Board(size: board.size)
        shown.board = board
      }
    }

    /// The generation as the URL holds it.
    var shownGeneration: Int {
      get { shown.generation }
      set {
        generation = newValue
        shown.generation = newValue
      }
    }

    /// Brings the URL's copy up to date.
    mutating func show() { shown = Snapshot(board: board, generation: generation) }
  }

  /// A board and its generation, as the URL holds them.
  public struct Snapshot: Codable, Equatable, Sendable {
    /// The live cells.
    public var board: Board
    /// The generation.
    public var generation: Int

    /// Creates a snapshot.
    public init(board: Board, generation: Int) {
      self.board = board
      self.generation = generation
    }
  }

  /// What changed the board last.
  public enum Change: String, Codable, Sendable {
    /// Nothing since the screen was opened.
    case none
    /// A pattern was loaded or the board cleared: the URL gets a history entry.
    case loaded
    /// A cell, the speed, a step, play or pause: the URL is replaced.
    case edited
    /// The timer stepped the board.
    case ran
  }

  /// What the user and the timer do.
  public enum Action: Equatable, Sendable {
    /// A live session opened the screen (starts the timer of a running board).
    case appeared
    /// The play button.
    case playTapped
    /// The pause button.
    case pauseTapped
    /// The step button.
    case stepTapped
    /// The clear button.
    case clearTapped
    /// A pattern button.
    case patternTapped(Pattern)
    /// A cell's checkbox changed; its value is the cell's index, untrusted.
    case cellToggled(String)
    /// The speed control changed; the value is untrusted.
    case speedChosen(String)
    /// The timer fired.
    case ticked
  }

  /// The screen's dependencies.
  public struct Environment: Sendable {
    /// The clock the timer sleeps on.
    public var clock: any Clock<Duration>
    /// Creates an environment.
    public init(clock: any Clock<Duration>) { self.clock = clock }
  }

  /// The screen's cancellable work.
  enum Work: Hashable, Sendable { case timer }

  /// The speed a fresh board runs at, in generations per second.
  public static let defaultSpeed = 10
  /// The highest speed offered; measure what the server sustains with scripts/life-bench.
  public static let maxSpeed = 30
  /// The speeds the control offers.
  public static let speeds = [1, 2, 5, 10, 15, 20, 30]
  /// The largest generation a URL may hold.
  public static let maxGeneration = 1_000_000_000

  public static let name = "life"

  /// The board's side.
  public let size: Int
  /// The URL: `/life?cells=bo-2bo-3o&speed=10&running=true&generation=4`.
  public let codec: QueryStateCodec<State>

  /// A screen with a board of `size`×`size` cells (4…64).
  public init(size: Int = Board.maxSize) {
    self.size = size
    codec = QueryStateCodec(path: "/life", initial: State(board: Board(size: size))) {
      QueryParameter("cells", \.shownCells) { text in
        do throws(PatternError) {
          _ = try Board(size: size, rle: text)
          return nil
        } catch {
          return "cells: \(error.message)"
        }
      }
      QueryParameter("generation", \.shownGeneration) {
        (0...GameOfLife.maxGeneration).contains($0)
          ? nil : "generation must be between 0 and \(GameOfLife.maxGeneration)"
      }
      QueryParameter("speed", \.speed) {
        (1...GameOfLife.maxSpeed).contains($0)
          ? nil : "speed must be between 1 and \(GameOfLife.maxSpeed) generations per second"
      }
      QueryParameter("running", \.isRunning)
    }
  }

  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(clock: context.clock)
  }

  public func appearAction(_ state: State) -> Action? { state.isRunning ? .appeared : nil }

  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    switch action {
    case .appeared:
      return state.isRunning ? timer(state.speed, environment) : .none
    case .playTapped:
      guard !state.isRunning else { return .none }
      state.isRunning = true
      state.lastChange = .edited
      state.show()
      return timer(state.speed, environment)
    case .pauseTapped:
      state.isRunning = false
      state.lastChange = .edited
      state.show()
      return .cancel(id: Work.timer)
    case .stepTapped:
      advance(&state)
      state.lastChange = .edited
      state.show()
      return .none
    case .clearTapped:
      load(Board(size: size), into: &state)
      return .cancel(id: Work.timer)
    case .patternTapped(let pattern):
      load(pattern.board(size: size, seed: state.nextSeed), into: &state)
      if pattern == .random { state.nextSeed &+= 1 }
      return .cancel(id: Work.timer)
    case .cellToggled(let value):
      guard let index = Int(value), (0..<(size * size)).contains(index) else { return .none }
      state.board[index].toggle()
      state.lastChange = .edited
      state.show()
      return .none
    case .speedChosen(let value):
      guard let speed = Int(value), (1...Self.maxSpeed).contains(speed) else { return .none }
      state.speed = speed
      state.lastChange = .edited
      state.show()
      return state.isRunning ? timer(speed, environment) : .none
    case .ticked:
      guard state.isRunning else { return .none }
      advance(&state)
      state.lastChange = .ran
      // The URL follows a running board about once a second.
      if state.generation - state.shown.generation >= state.speed { state.show() }
      return .none
    }
  }

  public func title(_ state: State) -> String {
    "Life: generation \(state.generation), \(state.board.population) alive"
  }

  public func urlChange(from old: State, to new: State) -> Navigation.Style {
    new.lastChange == .loaded ? .push : .replace
  }

  private func advance(_ state: inout State) {
    state.board = state.board.next()
    state.generation = min(state.generation + 1, Self.maxGeneration)
  }

  private func load(_ board: Board, into state: inout State) {
    state.board = board
    state.generation = 0
    state.isRunning = false
    state.lastChange = .loaded
    state.show()
  }

  private func timer(_ speed: Int, _ environment: Environment) -> Effect<Action> {
    .run(id: Work.timer, cancelInFlight: true) { send in
      let interval = Duration.seconds(1) / speed
      while true {
        try await environment.clock.sleep(for: interval)
        await send(.ticked)
      }
    }
  }
}
