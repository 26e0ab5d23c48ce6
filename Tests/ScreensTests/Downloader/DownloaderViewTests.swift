import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The downloader's view as validated HTML snapshots.
@Suite struct DownloaderViewTests {
  let screen = Downloader()

  @Test func empty() {
    assertSnapshot(of: screen.view(.init(policy: .max2)), as: .html)
  }

  @Test func aBurstInEveryPhase() {
    let phases: [Downloader.Phase] = [
      .done, .running, .waiting, .cancelled, .replaced, .discarded, .failed,
    ]
    let downloads = phases.enumerated().map { index, phase in
      Downloader.Download(
        id: index + 1, name: Downloader.RemoteFile.catalog[index % 5].name, size: 1_000,
        received: phase == .done ? 1_000 : index * 100, phase: phase)
    }
    assertSnapshot(
      of: screen.view(.init(policy: .oldest1Suspending, downloads: downloads, nextID: 8)), as: .html
    )
  }

  @Test func eachRowsCancelButtonCancelsThatRow() throws {
    let downloads = [
      Downloader.Download(id: 4, name: "a.zip", size: 10, phase: .running),
      Downloader.Download(id: 9, name: "b.zip", size: 10, phase: .waiting),
      Downloader.Download(id: 12, name: "c.zip", size: 10, received: 10, phase: .done),
    ]
    var ids = HandlerIDs()
    let tree = mount(screen.view(.init(downloads: downloads, nextID: 13)), ids: &ids)
    let index = HandlerIndex(tree)
    let actions = (1..<ids.next).compactMap {
      index.handler(for: $0)?.action(for: EventPayload(value: "max-2"))
    }
    #expect(
      actions == [
        .policyChosen("max-2"), .startTapped, .burstTapped, .clearTapped,
        .row(id: 4, action: .cancelTapped),
        .row(id: 9, action: .cancelTapped),
      ])
  }
}
