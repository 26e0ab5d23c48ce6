extension Downloader.State {
  /// Appends `download`, labelled as the queue policy treats it: running,
  /// waiting, discarded, or running after replacing the oldest running one.
  mutating func admit(_ download: Downloader.Download) {
    var download = download
    let running = downloads.count { $0.phase == .running }
    switch policy {
    case .runAll:
      download.phase = .running
    case .newest1:
      for index in downloads.indices where downloads[index].phase == .running {
        downloads[index].phase = .replaced
      }
      download.phase = .running
    case .oldest1Discarding:
      download.phase = running >= 1 ? .discarded : .running
    case .oldest1Suspending, .max2:
      download.phase = running >= (policy.limit ?? .max) ? .waiting : .running
    }
    downloads.append(download)
  }

  /// Starts the oldest waiting downloads while slots are free (the queue
  /// resumes them in the order they arrived).
  mutating func promoteWaiting() {
    guard let limit = policy.limit else { return }
    var running = downloads.count { $0.phase == .running }
    for index in downloads.indices where downloads[index].phase == .waiting && running < limit {
      downloads[index].phase = .running
      running += 1
    }
  }

  /// Makes room for a new row by dropping the oldest finished rows; false
  /// when every row is still active.
  mutating func makeRoom() -> Bool {
    while downloads.count >= Downloader.maxRows,
      let index = downloads.firstIndex(where: { !$0.isActive })
    {
      downloads.remove(at: index)
    }
    return downloads.count < Downloader.maxRows
  }
}
