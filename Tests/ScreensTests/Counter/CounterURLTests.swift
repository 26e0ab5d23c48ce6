import Screens
import Testing
import Trellis

/// The counter's readable URL, both ways.
@Suite struct CounterURLTests {
  let codec = Counter().codec

  @Test func aStateRoundTripsThroughItsURL() throws {
    let state = Counter.State(count: 3, label: "green apples")
    let url = codec.url(for: state)
    #expect(url.target == "/counter?count=3&label=green%20apples")
    #expect(try codec.state(from: StateURL(parsing: url.target)) == state)
  }

  @Test func aPendingPlusIsInTheURL() throws {
    let state = Counter.State(count: 3, isWaiting: true)
    let url = codec.url(for: state)
    #expect(url.target == "/counter?count=3&waiting=true")
    #expect(try codec.state(from: StateURL(parsing: url.target)) == state)
  }

  @Test func theInitialStateIsTheBarePath() throws {
    #expect(codec.url(for: Counter.State()).target == "/counter")
    #expect(Counter().initialState == Counter.State())
  }

  @Test(arguments: ["/counter?count=-1", "/counter?count=x", "/counter?colour=red"])
  func badURLsAreRejected(_ target: String) throws {
    let url = try StateURL(parsing: target)
    #expect(throws: URLStateError.self) { try codec.state(from: url) }
  }
}
