import Screens
import Testing
import Trellis

/// The steps: bounded moves, a readable URL, one history entry per step.
@Suite struct StepsTests {
  let screen = Steps()

  @Test func nextAndPreviousStayWithinTheSteps() {
    var state = Steps.State(step: Steps.count)
    _ = screen.reduce(&state, .nextTapped, ())
    #expect(state.step == Steps.count)
    state = Steps.State(step: 2)
    _ = screen.reduce(&state, .previousTapped, ())
    _ = screen.reduce(&state, .previousTapped, ())
    #expect(state.step == 1)
  }

  @Test func aStepRoundTripsThroughItsURL() throws {
    let url = screen.codec.url(for: Steps.State(step: 3))
    #expect(url.target == "/steps?step=3")
    #expect(try screen.codec.state(from: StateURL(parsing: url.target)) == Steps.State(step: 3))
    #expect(screen.codec.url(for: Steps.State()).target == "/steps")
  }

  @Test(arguments: ["/steps?step=0", "/steps?step=6", "/steps?step=two"])
  func stepsOutsideTheRangeAreRejected(_ target: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.self) { try screen.codec.state(from: url) }
  }

  @Test func aNewStepPushesAHistoryEntry() {
    #expect(screen.urlChange(from: .init(step: 1), to: .init(step: 2)) == .push)
    #expect(screen.urlChange(from: .init(step: 2), to: .init(step: 2)) == .replace)
    #expect(screen.title(.init(step: 4)) == "Step 4")
  }
}
