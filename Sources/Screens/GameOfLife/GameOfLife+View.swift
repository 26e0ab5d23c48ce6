import Trellis

extension GameOfLife {
  public func view(_ state: State) -> Node<Action> {
    main(.class("life")) {
      nav { a(.href("/")) { "All screens" } }
      h1 { "Game of Life" }
      controls(state)
      p(.class("life-patterns")) {
        "Patterns: "
        for pattern in Pattern.allCases {
          button(
            .id("pattern-\(pattern.rawValue)"), .type(.button), .onClick(.patternTapped(pattern))
          ) {
            pattern.label
          }
        }
      }
      p(.class("life-status")) {
        "Generation "
        output(.id("generation")) { "\(state.generation)" }
        ", "
        output(.id("population")) { "\(state.board.population)" }
        " alive"
      }
      populationChart(state)
      board(state.board)
    }
  }

  /// An island for the gallery's population chart hook: the server pushes
  /// the generation and population, the chart keeps the history and draws
  /// it, and its Pause button sends `pause`. Without the hook's script the
  /// text inside stays, and the server never patches it.
  private func populationChart(_ state: State) -> Node<Action> {
    hook(
      "population-chart", value: "\(state.generation):\(state.board.population)",
      .id("life-chart"), .class("life-chart"), .onHook { $0 == "pause" ? .pauseTapped : nil }
    ) {
      p { "The population chart appears here." }
    }
  }

  private func controls(_ state: State) -> Node<Action> {
    p(.class("life-controls")) {
      if state.isRunning {
        button(.id("pause"), .type(.button), .onClick(.pauseTapped)) { "Pause" }
      } else {
        button(.id("play"), .type(.button), .onClick(.playTapped)) { "Play" }
      }
      button(.id("step"), .type(.button), .onClick(.stepTapped)) { "Step" }
      button(.id("clear"), .type(.button), .onClick(.clearTapped)) { "Clear" }
      label(.for("speed")) { "Speed " }
      select(.id("speed"), .name("speed"), .onChange { .speedChosen($0) }) {
        for speed in Set(Self.speeds + [state.speed]).sorted() {
          option(.value("\(speed)"), .selected(speed == state.speed)) { "\(speed)" }
        }
      }
      " generations per second"
    }
  }

  /// One checkbox per cell, row by row, in a CSS grid. A change of any of
  /// them reaches the one binding on the board with the cell's index as its
  /// value, so the page carries one handler instead of 4,096, and a
  /// generation costs one `checked` patch per cell that changed.
  private func board(_ board: Board) -> Node<Action> {
    let values = Self.cellValues
    let labels = Self.cellLabels
    return div(
      .id("board"), .class("life-board"), .role("group"),
      .aria("label", "Board of \(board.size) by \(board.size) cells"),
      .attribute("style", "--size: \(board.size)"), .onChange { .cellToggled($0) }
    ) {
      (0..<(board.size * board.size)).map { index in
        input(
          .type(.checkbox), .value(values[index]), .aria("label", labels[index]),
          .checked(board[index]))
      }
    }
  }

  /// The cells' values ("0" … "4095"), made once.
  private static let cellValues = (0..<(Board.maxSize * Board.maxSize)).map { String($0) }
  /// The cells' accessible names ("Cell 1" … "Cell 4096"), made once: a
  /// checkbox without a name is announced as just "checkbox".
  private static let cellLabels = (0..<(Board.maxSize * Board.maxSize)).map { "Cell \($0 + 1)" }
}
