import Screens
import Testing
import Trellis

/// A burst of five downloads under each queue policy, on a test clock with
/// exact timings. File n (1…5) has 20 KB sent in two chunks of 10 KB, one
/// every 100 + 10·(n − 1) ms, so no two chunks ever arrive at once.
@MainActor @Suite struct DownloaderTests {
  typealias Action = Downloader.Action
  let clock = SleeperCountingClock()

  static let files = (0..<5).map { n in
    Downloader.RemoteFile(
      name: "file-\(n + 1).bin", size: 20, chunk: 10, interval: .milliseconds(100 + 10 * n))
  }

  func makeStore(_ policy: Downloader.Policy, transfersFail: Bool = false)
    -> TestStore<Downloader.State, Action, Downloader.Environment>
  {
    let environment = Downloader.Environment(
      clock: clock, files: Self.files, transfersFail: transfersFail)
    return TestStore(
      initialState: Downloader.State(policy: policy), reducer: Downloader().reducer,
      environment: environment, clock: clock)
  }

  /// The rows a burst adds, in the phases given.
  func burst(_ phases: [Downloader.Phase]) -> [Downloader.Download] {
    phases.enumerated().map { index, phase in
      Downloader.Download(id: index + 1, name: "file-\(index + 1).bin", size: 20, phase: phase)
    }
  }

  /// Moves the clock to `ms` once `running` transfers sleep, and receives
  /// the chunk of download `id` that arrives then.
  func chunk(
    _ store: TestStore<Downloader.State, Action, Downloader.Environment>, at ms: Int,
    running: Int, id: Int, received: Int, update: @escaping (inout Downloader.State) -> Void
  ) async {
    await clock.advance(to: ms, sleepers: running)
    await store.receive(.row(id: id, action: .progressed(received: received))) {
      $0.downloads[id - 1].received = received
      update(&$0)
    }
  }

  @Test func runAllStartsEveryDownloadAtOnce() async {
    let store = makeStore(.runAll)
    await store.send(.burstTapped) {
      $0.downloads = burst(Array(repeating: .running, count: 5))
      $0.nextID = 6
    }
    for id in 1...5 {
      await chunk(store, at: 90 + 10 * id, running: 5, id: id, received: 10) { _ in }
    }
    for id in 1...5 {
      await chunk(store, at: 180 + 20 * id, running: 6 - id, id: id, received: 20) {
        $0.downloads[id - 1].phase = .done
        $0.announcement.announce("Download “\($0.downloads[id - 1].name)” finished")
      }
    }
    await store.finish()
  }

  @Test func newestOneKeepsOnlyTheLastOfTheBurst() async {
    let store = makeStore(.newest1)
    await store.send(.burstTapped) {
      $0.downloads = burst([.replaced, .replaced, .replaced, .replaced, .running])
      $0.nextID = 6
    }
    await chunk(store, at: 140, running: 1, id: 5, received: 10) { _ in }
    await chunk(store, at: 280, running: 1, id: 5, received: 20) {
      $0.downloads[4].phase = .done
      $0.announcement.announce("Download “\($0.downloads[4].name)” finished")
    }
    await store.finish()
  }

  @Test func oldestOneDiscardingNewKeepsTheFirstAndDropsTheRest() async {
    let store = makeStore(.oldest1Discarding)
    await store.send(.burstTapped) {
      $0.downloads = burst([.running, .discarded, .discarded, .discarded, .discarded])
      $0.nextID = 6
    }
    await chunk(store, at: 100, running: 1, id: 1, received: 10) { _ in }
    await chunk(store, at: 200, running: 1, id: 1, received: 20) {
      $0.downloads[0].phase = .done
      $0.announcement.announce("Download “\($0.downloads[0].name)” finished")
    }
    await store.finish()
  }

  @Test func oldestOneSuspendingNewRunsTheBurstOneAfterAnother() async {
    let store = makeStore(.oldest1Suspending)
    await store.send(.burstTapped) {
      $0.downloads = burst([.running, .waiting, .waiting, .waiting, .waiting])
      $0.nextID = 6
    }
    // Each starts when the previous one is done: at 0, 200, 420, 660, 920 ms.
    var start = 0
    for id in 1...5 {
      let interval = 100 + 10 * (id - 1)
      await chunk(store, at: start + interval, running: 1, id: id, received: 10) { _ in }
      await chunk(store, at: start + 2 * interval, running: 1, id: id, received: 20) {
        $0.downloads[id - 1].phase = .done
        $0.announcement.announce("Download “\($0.downloads[id - 1].name)” finished")
        if id < 5 { $0.downloads[id].phase = .running }
      }
      start += 2 * interval
    }
    await store.finish()
  }

  @Test func maxTwoRunsTwoAndQueuesTheRest() async {
    let store = makeStore(.max2)
    await store.send(.burstTapped) {
      $0.downloads = burst([.running, .running, .waiting, .waiting, .waiting])
      $0.nextID = 6
    }
    await chunk(store, at: 100, running: 2, id: 1, received: 10) { _ in }
    await chunk(store, at: 110, running: 2, id: 2, received: 10) { _ in }
    await chunk(store, at: 200, running: 2, id: 1, received: 20) {
      $0.downloads[0].phase = .done
      $0.announcement.announce("Download “\($0.downloads[0].name)” finished")
      $0.downloads[2].phase = .running
    }
    await chunk(store, at: 220, running: 2, id: 2, received: 20) {
      $0.downloads[1].phase = .done
      $0.announcement.announce("Download “\($0.downloads[1].name)” finished")
      $0.downloads[3].phase = .running
    }
    await chunk(store, at: 320, running: 2, id: 3, received: 10) { _ in }
    await chunk(store, at: 350, running: 2, id: 4, received: 10) { _ in }
    await chunk(store, at: 440, running: 2, id: 3, received: 20) {
      $0.downloads[2].phase = .done
      $0.announcement.announce("Download “\($0.downloads[2].name)” finished")
      $0.downloads[4].phase = .running
    }
    await chunk(store, at: 480, running: 2, id: 4, received: 20) {
      $0.downloads[3].phase = .done
      $0.announcement.announce("Download “\($0.downloads[3].name)” finished")
    }
    await chunk(store, at: 580, running: 1, id: 5, received: 10) { _ in }
    await chunk(store, at: 720, running: 1, id: 5, received: 20) {
      $0.downloads[4].phase = .done
      $0.announcement.announce("Download “\($0.downloads[4].name)” finished")
    }
    await store.finish()
  }

  @Test func aMountedStateResumesItsRowsFromTheirProgressRunningOnesFirst() async {
    var rows = burst([.running, .running, .waiting])
    rows[0].received = 10
    rows[1].received = 10
    let state = Downloader.State(policy: .max2, downloads: rows, nextID: 4)
    #expect(Downloader().appearAction(state) == .resumed)
    #expect(Downloader().appearAction(Downloader.State(policy: .max2)) == nil)
    let store = TestStore(
      initialState: state, reducer: Downloader().reducer,
      environment: Downloader.Environment(clock: clock, files: Self.files), clock: clock)
    await store.send(.resumed)
    // Each running row needs one chunk more; the waiting one takes the first free slot.
    await chunk(store, at: 100, running: 2, id: 1, received: 20) {
      $0.downloads[0].phase = .done
      $0.announcement.announce("Download “\($0.downloads[0].name)” finished")
      $0.downloads[2].phase = .running
    }
    await chunk(store, at: 110, running: 2, id: 2, received: 20) {
      $0.downloads[1].phase = .done
      $0.announcement.announce("Download “\($0.downloads[1].name)” finished")
    }
    await chunk(store, at: 220, running: 1, id: 3, received: 10) { _ in }
    await chunk(store, at: 340, running: 1, id: 3, received: 20) {
      $0.downloads[2].phase = .done
      $0.announcement.announce("Download “\($0.downloads[2].name)” finished")
    }
    await store.finish()
  }

  @Test func cancellingARunningDownloadStartsTheNextInLine() async {
    let store = makeStore(.oldest1Suspending)
    await store.send(.startTapped) {
      $0.downloads = burst([.running])
      $0.nextID = 2
    }
    await store.send(.startTapped) {
      $0.downloads = burst([.running, .waiting])
      $0.nextID = 3
    }
    await chunk(store, at: 100, running: 1, id: 1, received: 10) { _ in }
    await store.send(.row(id: 1, action: .cancelTapped)) {
      $0.downloads[0].phase = .cancelled
      $0.downloads[1].phase = .running
    }
    // Download 2 gets the slot at 100 ms: its chunks land at 210 and 320.
    await chunk(store, at: 210, running: 1, id: 2, received: 10) { _ in }
    await store.send(.row(id: 1, action: .cancelTapped))
    await chunk(store, at: 320, running: 1, id: 2, received: 20) {
      $0.downloads[1].phase = .done
      $0.announcement.announce("Download “\($0.downloads[1].name)” finished")
    }
    await store.finish()
  }

  @Test func cancellingAWaitingDownloadTakesItOutOfLine() async {
    let store = makeStore(.oldest1Suspending)
    await store.send(.startTapped) {
      $0.downloads = burst([.running])
      $0.nextID = 2
    }
    await store.send(.startTapped) {
      $0.downloads = burst([.running, .waiting])
      $0.nextID = 3
    }
    await store.send(.row(id: 2, action: .cancelTapped)) { $0.downloads[1].phase = .cancelled }
    await chunk(store, at: 100, running: 1, id: 1, received: 10) { _ in }
    await chunk(store, at: 200, running: 1, id: 1, received: 20) {
      $0.downloads[0].phase = .done
      $0.announcement.announce("Download “\($0.downloads[0].name)” finished")
    }
    await clock.advance(to: 1_000, sleepers: 0)
    await store.finish()
  }

  @Test func choosingAnotherPolicyCancelsEverythingAndEmptiesTheList() async {
    let store = makeStore(.runAll)
    await store.send(.burstTapped) {
      $0.downloads = burst(Array(repeating: .running, count: 5))
      $0.nextID = 6
    }
    await store.send(.policyChosen("max-2")) {
      $0.policy = .max2
      $0.downloads = []
    }
    await store.send(.policyChosen("max-3"))
    await store.send(.policyChosen("max-2"))
    await clock.advance(to: 1_000, sleepers: 0)
    await store.finish()
  }

  @Test func aBrokenTransferMarksItsRowFailed() async {
    let store = makeStore(.oldest1Suspending, transfersFail: true)
    await store.send(.burstTapped) {
      $0.downloads = burst([.running, .waiting, .waiting, .waiting, .waiting])
      $0.nextID = 6
    }
    await chunk(store, at: 100, running: 1, id: 1, received: 10) { _ in }
    await clock.advance(to: 200, sleepers: 1)
    await store.receive(.row(id: 1, action: .transferFailed)) {
      $0.downloads[0].phase = .failed
      $0.downloads[1].phase = .running
    }
    await store.send(.clearTapped) { $0.downloads = [] }
    await store.finish()
  }

  @Test func theListStaysBounded() async {
    var state = Downloader.State(policy: .oldest1Discarding)
    state.downloads = (1...Downloader.maxRows).map {
      Downloader.Download(
        id: $0, name: "old", size: 20, phase: $0.isMultiple(of: 2) ? .done : .discarded)
    }
    state.nextID = Downloader.maxRows + 1
    let store = TestStore(
      initialState: state, reducer: Downloader().reducer,
      environment: Downloader.Environment(clock: clock, files: Self.files), clock: clock)
    await store.send(.startTapped) {
      $0.downloads.remove(at: 0)
      $0.downloads.append(
        Downloader.Download(
          id: Downloader.maxRows + 1, name: "file-1.bin", size: 20, phase: .running))
      $0.nextID += 1
    }
    await store.send(.clearTapped) { $0.downloads = [] }
    await store.finish()
  }
}
