import Screens
import Testing
import Trellis

/// The board's URL, both ways, and what a bad one says.
@Suite struct GameOfLifeURLTests {
  let screen = GameOfLife()

  @Test func aBoardRoundTripsThroughItsURL() throws {
    let state = GameOfLife.State(
      board: GameOfLife.Pattern.glider.board(size: 64), generation: 12, speed: 20, isRunning: true)
    let url = screen.codec.url(for: state)
    #expect(url.target == "/life?cells=-2bo-3bo-b3o&generation=12&speed=20&running=true")
    #expect(try screen.codec.state(from: StateURL(parsing: url.target)) == state)
  }

  @Test func theCommunitysRLEMayBeTyped() throws {
    let state = try screen.codec.state(from: StateURL(parsing: "/life?cells=bo$2bo$3o!"))
    #expect(state.board.rle == "bo-2bo-3o")
    #expect(state.shown.board == state.board)
  }

  @Test func aRunningBoardShowsItsLastSnapshot() {
    var state = GameOfLife.State(board: GameOfLife.Pattern.blinker.board(size: 64), isRunning: true)
    state.board = state.board.next()
    state.generation = 1
    #expect(screen.codec.url(for: state).target == "/life?cells=31-30b3o&running=true")
  }

  @Test func theEmptyPausedBoardIsTheBarePath() {
    #expect(screen.codec.url(for: screen.initialState).target == "/life")
    #expect(screen.initialState.board == GameOfLife.Board(size: 64))
  }

  @Test(arguments: [
    ("/life?cells=65o", "cells: live cells fall outside the 64×64 board at row 1"),
    ("/life?cells=hello", "cells: unexpected “h” at character 1; use b, o, - and counts"),
    ("/life?speed=0", "speed must be between 1 and 30 generations per second"),
    ("/life?speed=31", "speed must be between 1 and 30 generations per second"),
    ("/life?generation=-4", "generation must be between 0 and 1000000000"),
  ])
  func badURLsSayWhatIsWrong(target: String, reason: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.invalid(reason)) { try screen.codec.state(from: url) }
  }

  @Test(arguments: ["/life?running=maybe", "/life?speed=fast", "/life?colour=red"])
  func malformedURLsAreRejected(target: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.self) { try screen.codec.state(from: url) }
  }
}
