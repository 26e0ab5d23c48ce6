import Screens
import Testing
import Trellis

/// The downloader's URL holds the policy and the rows with their progress.
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

  @Test func theRowsAreInTheURLWithTheirProgressToTheTenPercentBelow() throws {
    let state = Downloader.State(
      policy: .max2,
      downloads: [
        Downloader.Download(
          id: 1, name: "holiday-photos.zip", size: 2_400, received: 1_000, phase: .running),
        Downloader.Download(
          id: 2, name: "annual-report.pdf", size: 900, received: 900, phase: .done),
        Downloader.Download(
          id: 3, name: "podcast-episode.mp3", size: 3_000, received: 0, phase: .running),
        Downloader.Download(id: 4, name: "dataset.csv", size: 1_600, phase: .waiting),
      ], nextID: 5)
    let url = screen.codec.url(for: state)
    #expect(url.target == "/downloader?policy=max-2&d1=running-40&d2=done&d3=running&d4=waiting")
    var expected = state
    expected.downloads[0].received = 960
    #expect(try screen.codec.state(from: url) == expected)
    // A URL rebuilt from its own state is the same URL.
    #expect(screen.codec.url(for: try screen.codec.state(from: url)) == url)
  }

  @Test func theNextNumberIsInTheURLOnlyWhenTheListDoesNotTellIt() throws {
    let cleared = Downloader.State(policy: .runAll, downloads: [], nextID: 6)
    #expect(screen.codec.url(for: cleared).target == "/downloader?next=6")
    #expect(try screen.codec.state(from: StateURL(parsing: "/downloader?next=6")) == cleared)
  }

  @Test(arguments: [
    ("/downloader?policy=newest-1&d1=running&d2=running", "at most 1 at once"),
    ("/downloader?policy=max-2&d1=running&d2=running&d3=running", "at most 2 at once"),
    ("/downloader?policy=max-2&d1=running&d2=waiting", "waits only while"),
    ("/downloader?d1=waiting", "no download waits"),
    ("/downloader?d1=flying", "must start with waiting"),
    ("/downloader?d1=running-140", "percentage from 0 to 100"),
    ("/downloader?d1=done-40", "percentage from 0 to 100"),
    ("/downloader?d2=done&d1=done", "in the order of their numbers"),
    ("/downloader?d3=done&next=2", "after the last download"),
    ("/downloader?d0=done", "unknown parameter"),
    ("/downloader?dx=done", "unknown parameter"),
  ])
  func aBadRowNamesTheProblem(_ target: String, _ phrase: String) throws {
    let url = try StateURL(parsing: target)
    #expect {
      try screen.codec.state(from: url)
    } throws: { error in
      (error as? URLStateError)?.message.contains(phrase) == true
    }
  }

  @Test func progressReplacesTheURL() {
    var running = Downloader.State(policy: .runAll, downloads: [], nextID: 1)
    running.downloads = [Downloader.Download(id: 1, name: "a", size: 100, phase: .running)]
    var later = running
    later.downloads[0].received = 50
    #expect(screen.urlChange(from: running, to: later) == .replace)
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
