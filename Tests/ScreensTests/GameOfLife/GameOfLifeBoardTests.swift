import Screens
import Testing

/// The pure step function: oscillators, still lifes, the glider, the torus.
@Suite struct GameOfLifeBoardTests {
  typealias Board = GameOfLife.Board

  func board(_ size: Int, _ cells: [(Int, Int)]) -> Board {
    var board = Board(size: size)
    for (x, y) in cells { board[x, y] = true }
    return board
  }

  func run(_ board: Board, _ generations: Int) -> Board {
    (0..<generations).reduce(board) { current, _ in current.next() }
  }

  @Test func aBlinkerHasPeriodTwo() {
    let horizontal = board(16, [(6, 7), (7, 7), (8, 7)])
    let vertical = board(16, [(7, 6), (7, 7), (7, 8)])
    #expect(horizontal.next() == vertical)
    #expect(vertical.next() == horizontal)
  }

  @Test func aGliderMovesOneCellDiagonallyEveryFourGenerations() {
    let glider = board(16, [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)])
    let moved = board(16, [(2, 1), (3, 2), (1, 3), (2, 3), (3, 3)])
    #expect(run(glider, 4) == moved)
    #expect(run(glider, 1) != glider)
    #expect(run(glider, 3).population == 5)
  }

  @Test(arguments: [
    ("block", [(3, 3), (4, 3), (3, 4), (4, 4)]),
    ("beehive", [(4, 3), (5, 3), (3, 4), (6, 4), (4, 5), (5, 5)]),
    ("boat", [(3, 3), (4, 3), (3, 4), (5, 4), (4, 5)]),
  ])
  func stillLifesDoNotChange(name: String, cells: [(Int, Int)]) {
    let still = board(10, cells)
    #expect(still.next() == still, "\(name)")
  }

  @Test func edgesWrapAroundSoAGliderComesBack() {
    // On an 8×8 torus a glider returns to where it started after 4 × 8 generations.
    let glider = board(8, [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)])
    #expect(run(glider, 32) == glider)
    #expect(run(glider, 16) != glider)
    #expect(run(glider, 16).population == 5)
  }

  @Test func aBlinkerAcrossTheEdgeOscillates() {
    let across = board(8, [(7, 3), (0, 3), (1, 3)])
    #expect(across.next() == board(8, [(0, 2), (0, 3), (0, 4)]))
    #expect(run(across, 2) == across)
  }

  @Test func theFullSixtyFourWideBoardWrapsToo() {
    let across = board(64, [(63, 10), (0, 10), (1, 10)])
    #expect(across.next() == board(64, [(0, 9), (0, 10), (0, 11)]))
  }

  @Test func loneCellsAndCrowdsDie() {
    #expect(board(8, [(4, 4)]).next().isEmpty)
    // The centre of a plus has four neighbours: it dies; the arms live on.
    let plus = board(8, [(4, 4), (3, 4), (5, 4), (4, 3), (4, 5)])
    #expect(plus.next()[4, 4] == false)
  }

  @Test func thePulsarHasPeriodThree() {
    let pulsar = GameOfLife.Pattern.pulsar.board(size: 64)
    #expect(pulsar.population == 48)
    #expect(run(pulsar, 1) != pulsar)
    #expect(run(pulsar, 3) == pulsar)
  }

  @Test func theGunEmitsAGliderEveryThirtyGenerations() {
    let gun = GameOfLife.Pattern.gliderGun.board(size: 64)
    #expect(gun.population == 36)
    #expect(run(gun, 30).population == 36 + 5)
  }

  @Test func randomBoardsDependOnTheSeedOnly() {
    let one = GameOfLife.Pattern.random.board(size: 64, seed: 7)
    #expect(one == GameOfLife.Pattern.random.board(size: 64, seed: 7))
    #expect(one != GameOfLife.Pattern.random.board(size: 64, seed: 8))
    #expect((900...1_800).contains(one.population))
  }
}
