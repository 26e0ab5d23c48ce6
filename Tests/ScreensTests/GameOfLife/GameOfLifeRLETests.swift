import Foundation
import Screens
import Testing

/// The run-length text of boards, both ways, and its errors.
@Suite struct GameOfLifeRLETests {
  typealias Board = GameOfLife.Board

  @Test func aGliderReadsAsTheCommunityWritesIt() throws {
    var glider = Board(size: 16)
    for (x, y) in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)] { glider[x, y] = true }
    #expect(glider.rle == "bo-2bo-3o")
    #expect(try Board(size: 16, rle: "bo$2bo$3o!") == glider)
  }

  @Test func emptyRowsAndColumnsBeforeCellsAreCounted() throws {
    var board = Board(size: 16)
    board[3, 2] = true
    board[3, 5] = true
    board[5, 5] = true
    #expect(board.rle == "2-3bo3-3bobo")
    #expect(try Board(size: 16, rle: board.rle) == board)
    #expect(Board(size: 16).rle == "")
  }

  @Test(arguments: GameOfLife.Pattern.allCases)
  func everyPatternRoundTrips(pattern: GameOfLife.Pattern) throws {
    let board = pattern.board(size: 64, seed: 3)
    #expect(try Board(size: 64, rle: board.rle) == board)
  }

  @Test func theWorstBoardStillFitsAURL() throws {
    var checkered = Board(size: 64)
    for index in 0..<(64 * 64) where (index % 64 + index / 64) % 2 == 0 { checkered[index] = true }
    #expect(checkered.rle.utf8.count < 4_300)
    #expect(try Board(size: 64, rle: checkered.rle) == checkered)
  }

  @Test(arguments: [
    ("5o", "live cells fall outside the 4×4 board at row 1"),
    ("4-o", "live cells fall outside the 4×4 board at row 5"),
    ("2x", "unexpected “x” at character 2; use b, o, - and counts"),
    ("o!o", "“!” ends the pattern, but text follows it"),
    ("3", "the pattern ends with a count and no cell"),
    ("99999o", "a run at character 4 is longer than the board"),
  ])
  func badTextIsRefusedWithAReason(text: String, message: String) {
    #expect(throws: GameOfLife.PatternError(message)) { try Board(size: 4, rle: text) }
  }

  @Test func aBoardEncodesAsItsText() throws {
    let board = GameOfLife.Pattern.blinker.board(size: 8)
    let json = try JSONEncoder().encode(board)
    #expect(String(decoding: json, as: UTF8.self).contains("\"cells\":\"3-2b3o\""))
    #expect(try JSONDecoder().decode(Board.self, from: json) == board)
  }
}
