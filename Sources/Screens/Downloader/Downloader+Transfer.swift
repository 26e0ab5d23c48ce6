import Trellis

extension Downloader {
  /// A file the fake server offers, and how fast it sends it.
  public struct RemoteFile: Equatable, Sendable {
    /// The file's name.
    public var name: String
    /// Its size in KB.
    public var size: Int
    /// How many KB arrive per chunk.
    public var chunk: Int
    /// The time between chunks.
    public var interval: Duration

    /// Creates a file.
    public init(name: String, size: Int, chunk: Int, interval: Duration) {
      self.name = name
      self.size = size
      self.chunk = chunk
      self.interval = interval
    }

    /// The files downloads cycle through: 1–3 s each at 100 ms per chunk.
    public static let catalog = [
      RemoteFile(name: "holiday-photos.zip", size: 2_400, chunk: 120, interval: .milliseconds(100)),
      RemoteFile(name: "annual-report.pdf", size: 900, chunk: 60, interval: .milliseconds(100)),
      RemoteFile(
        name: "podcast-episode.mp3", size: 3_000, chunk: 120, interval: .milliseconds(100)),
      RemoteFile(name: "dataset.csv", size: 1_600, chunk: 80, interval: .milliseconds(100)),
      RemoteFile(name: "installer.dmg", size: 2_800, chunk: 100, interval: .milliseconds(100)),
    ]
  }

  /// Why a fake transfer broke off.
  public struct TransferError: Error, Equatable, Sendable {}

  /// The KB received so far, one element per chunk on the clock, ending
  /// with the file's size; with `failsHalfway` it throws once half arrived.
  public struct Transfer: AsyncSequence, Sendable {
    /// The file sent.
    public var file: RemoteFile
    /// The clock the chunks wait on.
    public var clock: any Clock<Duration>
    /// Whether the connection breaks at half the file.
    public var failsHalfway: Bool
    /// The KB that arrived before (a transfer resumed from a URL's progress).
    public var resumedAt: Int

    /// Creates a transfer, from `resumedAt` KB on.
    public init(
      file: RemoteFile, clock: any Clock<Duration>, failsHalfway: Bool = false, resumedAt: Int = 0
    ) {
      self.file = file
      self.clock = clock
      self.failsHalfway = failsHalfway
      self.resumedAt = resumedAt
    }

    /// Produces the counts.
    public struct AsyncIterator: AsyncIteratorProtocol {
      let transfer: Transfer
      var received = 0

      /// The next count, after one chunk's interval.
      public mutating func next() async throws -> Int? {
        let file = transfer.file
        guard received < file.size else { return nil }
        try await transfer.clock.sleep(for: file.interval)
        if transfer.failsHalfway, received * 2 >= file.size { throw TransferError() }
        received = Swift.min(file.size, received + Swift.max(file.chunk, 1))
        return received
      }
    }

    /// Starts the transfer where it resumes.
    public func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(transfer: self, received: Swift.min(Swift.max(resumedAt, 0), file.size))
    }
  }
}
