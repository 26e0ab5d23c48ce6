import Screens
import Testing
import Trellis

/// The downloader's URL holds the policy and nothing else.
@Suite struct DownloaderURLTests {
  let screen = Downloader()

  @Test(arguments: Downloader.Policy.allCases)
  func everyPolicyRoundTrips(policy: Downloader.Policy) throws {
    let url = screen.codec.url(for: Downloader.State(policy: policy))
    #expect(
      url.target == (policy == .runAll ? "/downloader" : "/downloader?policy=\(policy.rawValue)"))
    #expect(
      try screen.codec.state(from: StateURL(parsing: url.target))
        == Downloader.State(policy: policy))
  }

  @Test func downloadsInFlightAreNotInTheURL() {
    let state = Downloader.State(
      policy: .newest1,
      downloads: [Downloader.Download(id: 1, name: "a.zip", size: 10, phase: .running)], nextID: 2)
    #expect(screen.codec.url(for: state).target == "/downloader?policy=newest-1")
  }

  @Test func aBadPolicyNamesTheChoices() throws {
    let url = try StateURL(parsing: "/downloader?policy=fastest")
    #expect(
      throws: URLStateError.invalid(
        "“policy” must be one of run-all, newest-1, oldest-1-discard, oldest-1-suspend, max-2, not “fastest”"
      )
    ) { try screen.codec.state(from: url) }
    #expect(throws: URLStateError.self) {
      try screen.codec.state(from: StateURL(parsing: "/downloader?speed=1"))
    }
  }

  @Test func aPolicyChangeIsAHistoryEntry() {
    #expect(screen.urlChange(from: .init(), to: .init(policy: .max2)) == .push)
  }
}
