import Testing

@testable import Runtime

@Suite struct ReducerCombineTests {
  enum Note: Equatable, Sendable { case noted(String) }

  /// Appends `mark` to the state and sends `.noted(mark)` back.
  func marking(_ mark: String) -> Reducer<[String], Note, Void> {
    Reducer { marks, action, _ in
      marks.append(mark)
      return .send(.noted(mark))
    }
  }

  @Test func runsEveryReducerInOrderOnTheSameState() async {
    let combined = Reducer.combine(marking("a"), marking("b"), marking("c"))
    var marks: [String] = []
    let effect = combined(&marks, .noted("x"), ())
    #expect(marks == ["a", "b", "c"])
    #expect(await effect.actions() == [.noted("a"), .noted("b"), .noted("c")])
  }

  @Test func combinedWithAppendsTheOtherReducer() async {
    let combined = marking("first").combined(with: marking("second"))
    var marks: [String] = []
    let effect = combined(&marks, .noted("x"), ())
    #expect(marks == ["first", "second"])
    #expect(await effect.actions() == [.noted("first"), .noted("second")])
  }

  @Test func reducersWithoutEffectsCombineToNone() {
    let quiet = Reducer<[String], Note, Void> { marks, _, _ in
      marks.append("quiet")
      return .none
    }
    var marks: [String] = []
    #expect(Reducer.combine(quiet, quiet)(&marks, .noted("x"), ()).isNone)
    #expect(marks == ["quiet", "quiet"])
    #expect(Reducer<[String], Note, Void>.combine([])(&marks, .noted("x"), ()).isNone)
  }
}
