import Testing

@testable import Runtime

@Suite struct IgnoredActionTests {
  enum Mode: Equatable, Sendable {
    case idle
    case editing(String)
  }

  func report(_ reason: IgnoredAction<Mode, String>.Reason) -> IgnoredAction<Mode, String> {
    IgnoredAction(
      state: .editing("draft"), action: "saveTapped", reason: reason, fileID: "App/Editor.swift",
      line: 12)
  }

  @Test func descriptionNamesTheActionTheReasonAndWhereTheReducerWasBuilt() {
    let text = report(.undeclared).description
    #expect(text.hasPrefix("saveTapped ignored"))
    #expect(text.contains("not declared in state .editing"))
    #expect(text.hasSuffix("App/Editor.swift:12"))
  }

  @Test func eachReasonReadsDifferently() {
    #expect(report(.stateNotInCase(expected: "idle")).description.contains("state is not .idle"))
    #expect(report(.missingElement(id: "7")).description.contains("no element with id 7"))
  }

  @Test func reportsCompareByValue() {
    #expect(report(.undeclared) == report(.undeclared))
    #expect(report(.undeclared) != report(.missingElement(id: "1")))
  }
}
