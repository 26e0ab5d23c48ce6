extension GameOfLife.Board {
  /// The live cells as run-length text, the Life community's RLE with a
  /// URL-friendly row separator: `b` a dead cell, `o` a live one, `-` the end
  /// of a row, each optionally preceded by a count. Dead cells at the end of
  /// a row and empty rows at the end are left out; the empty board is "".
  ///
  /// ```swift
  /// glider.rle  // "bo-2bo-3o"
  /// ```
  public var rle: String {
    var text = ""
    var previousRow = -1
    for y in 0..<size where rows[y] != 0 {
      // Row ends since the previous written row (or since the top).
      let rowEnds = y - max(previousRow, 0)
      if rowEnds > 0 { text += Self.run(rowEnds, "-") }
      previousRow = y
      var x = 0
      while x < size, rows[y] >> UInt64(x) != 0 {
        let alive = self[x, y]
        var length = 1
        while x + length < size, self[x + length, y] == alive { length += 1 }
        text += Self.run(length, alive ? "o" : "b")
        x += length
      }
    }
    return text
  }

  private static func run(_ length: Int, _ symbol: Character) -> String {
    length == 1 ? String(symbol) : "\(length)\(symbol)"
  }

  /// Reads run-length text (see ``rle``) onto an empty board of `size`; `$`
  /// is accepted for `-` and a final `!` ends the pattern, so the Life
  /// community's RLE bodies paste in as they are. Throws a message naming
  /// the problem.
  public init(size: Int, rle text: String) throws(GameOfLife.PatternError) {
    self.init(size: size)
    var x = 0
    var y = 0
    var count: Int?
    for (offset, character) in text.enumerated() {
      if let digit = character.wholeNumberValue, character.isASCII {
        let next = (count ?? 0) * 10 + digit
        guard next <= Self.maxSize * Self.maxSize else {
          throw .init("a run at character \(offset + 1) is longer than the board")
        }
        count = next
        continue
      }
      let length = count ?? 1
      count = nil
      switch character {
      case "b":
        x += length
      case "o":
        guard y < size, x + length <= size else {
          throw .init("live cells fall outside the \(size)×\(size) board at row \(y + 1)")
        }
        for column in x..<(x + length) { self[column, y] = true }
        x += length
      case "-", "$":
        y += length
        x = 0
      case "!":
        guard offset == text.count - 1 else {
          throw .init("“!” ends the pattern, but text follows it")
        }
      default:
        throw .init("unexpected “\(character)” at character \(offset + 1); use b, o, - and counts")
      }
    }
    if count != nil { throw .init("the pattern ends with a count and no cell") }
  }
}

extension GameOfLife {
  /// Why run-length text is not a pattern for the board.
  public struct PatternError: Error, Equatable, Sendable {
    /// What is wrong, for people.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
  }
}

extension GameOfLife.Board: Codable {
  private enum CodingKeys: String, CodingKey { case size, cells }

  /// Reads `{"size": 64, "cells": "<rle>"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let size = try container.decode(Int.self, forKey: .size)
    guard (Self.minSize...Self.maxSize).contains(size) else {
      throw DecodingError.dataCorruptedError(
        forKey: .size, in: container, debugDescription: "a board's side is 4…64 cells")
    }
    let cells = try container.decode(String.self, forKey: .cells)
    do {
      try self.init(size: size, rle: cells)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .cells, in: container, debugDescription: error.message)
    }
  }

  /// Writes the side and the run-length text, readable in the developer panel.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(size, forKey: .size)
    try container.encode(rle, forKey: .cells)
  }
}
