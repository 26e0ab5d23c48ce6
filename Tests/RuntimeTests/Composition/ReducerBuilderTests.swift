import Testing

@testable import Runtime

@Suite struct ReducerBuilderTests {
  enum Note: Equatable, Sendable { case noted(String) }

  /// Appends `mark` to the state and sends `.noted(mark)` back.
  func marking(_ mark: String) -> Reducer<[String], Note, Void> {
    Reducer { marks, action, _ in
      marks.append(mark)
      return .send(.noted(mark))
    }
  }

  @Test func runsEveryReducerInOrderOnTheSameState() async {
    let combined = Reducer {
      marking("a")
      marking("b")
      marking("c")
    }
    var marks: [String] = []
    let effect = combined(&marks, .noted("x"), ())
    #expect(marks == ["a", "b", "c"])
    #expect(await effect.actions() == [.noted("a"), .noted("b"), .noted("c")])
  }

  @Test func conditionsAndLoopsChooseTheReducers() async {
    for verbose in [false, true] {
      let combined = Reducer {
        marking("first")
        if verbose { marking("verbose") }
        for mark in ["x", "y"] { marking(mark) }
      }
      var marks: [String] = []
      _ = combined(&marks, .noted("x"), ())
      #expect(marks == (verbose ? ["first", "verbose", "x", "y"] : ["first", "x", "y"]))
    }
  }

  @Test func reducersWithoutEffectsCombineToNone() {
    let quiet = Reducer<[String], Note, Void> { marks, _, _ in
      marks.append("quiet")
      return .none
    }
    var marks: [String] = []
    let twice = Reducer {
      quiet
      quiet
    }
    #expect(twice(&marks, .noted("x"), ()).isNone)
    #expect(marks == ["quiet", "quiet"])
    let nothing = Reducer<[String], Note, Void> {
      if marks.isEmpty { quiet }
    }
    #expect(nothing(&marks, .noted("x"), ()).isNone)
    #expect(marks == ["quiet", "quiet"])
  }
}
