import Testing

@testable import TrellisDev

/// Actions on one line, values dumped, long text cut with a note.
@Suite struct DevTextTests {
  enum Action {
    case plusTapped
    case labelChanged(String)
    case moved(from: Int, to: Int)
  }

  @Test func anActionLosesItsTypeNameAndFitsOnOneLine() {
    #expect(DevText.oneLine(Action.plusTapped) == ".plusTapped")
    #expect(DevText.oneLine(Action.labelChanged("(a b)")) == #".labelChanged("(a b)")"#)
    #expect(DevText.oneLine(Action.moved(from: 1, to: 2)) == ".moved(from: 1, to: 2)")
  }

  @Test func longTextIsCutWithANoteOfWhatWasLeftOut() {
    let text = String(repeating: "x", count: 50)
    #expect(DevText.truncated(text, limit: 50) == text)
    #expect(DevText.truncated(text, limit: 10) == "xxxxxxxxxx… (40 more characters)")
    #expect(DevText.oneLine(Action.labelChanged(text), limit: 20).hasSuffix("more characters)"))
  }

  @Test func aValueIsDumpedReadably() {
    struct Point { var x = 1, y = 2 }
    #expect(DevText.block(Point()).contains("x: 1,\n  y: 2"))
  }
}
