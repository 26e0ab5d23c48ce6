import Clocks
import Screens
import Testing
import Trellis

/// The screen's reducer, driven exhaustively through `TestStore` on a test clock.
@MainActor @Suite struct GameOfLifeTests {
  let clock = TestClock()
  let screen = GameOfLife(size: 16)

  func makeStore(_ state: GameOfLife.State)
    -> TestStore<GameOfLife.State, GameOfLife.Action, GameOfLife.Environment>
  {
    let screen = screen
    let clock = clock
    return TestStore(initialState: state, reducer: screen.reducer) { messages in
      screen.makeEnvironment(ScreenContext(messages: messages, clock: clock))
    }
  }

  var glider: GameOfLife.Board { GameOfLife.Pattern.glider.board(size: 16) }

  @Test func playStepsAtTheChosenSpeedAndTheURLFollowsOncePerSecond() async {
    let store = makeStore(.init(board: glider, speed: 2))
    await store.send(.playTapped) {
      $0.isRunning = true
      $0.lastChange = .edited
    }
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.ticked) {
      $0.board = glider.next()
      $0.generation = 1
      $0.lastChange = .ran
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.ticked) {
      $0.board = glider.next().next()
      $0.generation = 2
      // Two generations at two per second: a second passed, the URL catches up.
      $0.shown = GameOfLife.Snapshot(board: $0.board, generation: 2)
    }
    await store.send(.pauseTapped) {
      $0.isRunning = false
      $0.lastChange = .edited
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func changingTheSpeedWhileRunningRestartsTheTimer() async {
    let store = makeStore(.init(board: glider, speed: 1, isRunning: true))
    await store.send(.appeared)
    await clock.advance(by: .milliseconds(600))
    await store.send(.speedChosen("10")) {
      $0.speed = 10
      $0.lastChange = .edited
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.ticked) {
      $0.board = glider.next()
      $0.generation = 1
      $0.lastChange = .ran
    }
    await store.send(.pauseTapped) {
      $0.isRunning = false
      $0.lastChange = .edited
      $0.shown = GameOfLife.Snapshot(board: glider.next(), generation: 1)
    }
    await store.finish()
  }

  @Test func stepAdvancesOneGenerationAndShowsIt() async {
    let store = makeStore(.init(board: glider))
    await store.send(.stepTapped) {
      $0.board = glider.next()
      $0.generation = 1
      $0.lastChange = .edited
      $0.shown = GameOfLife.Snapshot(board: glider.next(), generation: 1)
    }
    await store.finish()
  }

  @Test func aClickTogglesItsCellAndBadValuesAreIgnored() async {
    let store = makeStore(.init(board: GameOfLife.Board(size: 16)))
    var toggled = GameOfLife.Board(size: 16)
    toggled[3, 2] = true
    await store.send(.cellToggled("35")) {
      $0.board = toggled
      $0.lastChange = .edited
      $0.shown = GameOfLife.Snapshot(board: toggled, generation: 0)
    }
    await store.send(.cellToggled("35")) {
      $0.board = GameOfLife.Board(size: 16)
      $0.shown = GameOfLife.Snapshot(board: $0.board, generation: 0)
    }
    for bad in ["-1", "256", "x", "", "1e3"] { await store.send(.cellToggled(bad)) }
    for bad in ["0", "31", "fast"] { await store.send(.speedChosen(bad)) }
    await store.finish()
  }

  @Test func loadingAPatternOrClearingStopsTheBoard() async {
    let store = makeStore(.init(board: glider, generation: 7, isRunning: true))
    await store.send(.appeared)
    await store.send(.patternTapped(.blinker)) {
      $0.board = GameOfLife.Pattern.blinker.board(size: 16)
      $0.generation = 0
      $0.isRunning = false
      $0.lastChange = .loaded
      $0.shown = GameOfLife.Snapshot(board: $0.board, generation: 0)
    }
    await store.send(.patternTapped(.random)) {
      $0.board = GameOfLife.Pattern.random.board(size: 16, seed: 1)
      $0.shown = GameOfLife.Snapshot(board: $0.board, generation: 0)
      $0.nextSeed = 2
    }
    await store.send(.clearTapped) {
      $0.board = GameOfLife.Board(size: 16)
      $0.shown = GameOfLife.Snapshot(board: $0.board, generation: 0)
    }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func patternsPushHistoryEntriesAndEverythingElseReplaces() {
    let before = GameOfLife.State(board: glider)
    var loaded = before
    loaded.lastChange = .loaded
    var edited = before
    edited.lastChange = .edited
    var ran = before
    ran.lastChange = .ran
    #expect(screen.urlChange(from: before, to: loaded) == .push)
    #expect(screen.urlChange(from: before, to: edited) == .replace)
    #expect(screen.urlChange(from: before, to: ran) == .replace)
    #expect(screen.appearAction(before) == nil)
    #expect(screen.appearAction(GameOfLife.State(board: glider, isRunning: true)) == .appeared)
  }
}
