import Trellis

/// A baby photo album for a screen on the wall: one full-window photo that
/// changes to a different, randomly chosen photo every 15 seconds — never
/// the same one twice in a row — for as long as the page is open. Its one
/// input is a file field: the user adds photos of their own (PNG, JPEG, GIF
/// or WebP, checked by content on the server), shown below the slideshow
/// for as long as the session lives, with the upload's progress as a bar.
///
/// Its URL names the photo shown: `/album?photo=3`; each change replaces
/// the URL (no history entries). The interval and the random source are
/// environment values, so tests run the album on a test clock with a
/// seeded generator.
///
/// ```swift
/// let environment = BabyAlbum.Environment(clock: TestClock(), random: .seeded(7))
/// ```
public struct BabyAlbum: Screen, Titled, Appearing {
  /// What the album shows.
  public struct State: Codable, Equatable, Sendable {
    /// The photo shown, numbered from 1 (see ``BabyAlbum/photos``).
    public var photo: Int
    /// The user's own photos, in the order added (kept for the session, not in the URL).
    public var ownPhotos: [UploadedFile] = []
    /// The upload under way, if any.
    public var upload: UploadProgress?
    /// What the last upload came to, for the user (an error or a confirmation).
    public var uploadMessage: String?

    /// Creates a state.
    public init(photo: Int = 1) { self.photo = photo }
  }

  /// An upload under way: its file's name and how much of it is in.
  public struct UploadProgress: Codable, Equatable, Sendable {
    /// The file's name, as the browser gave it.
    public var name: String
    /// Bytes received.
    public var received: Int
    /// Bytes in all.
    public var total: Int

    /// Creates progress.
    public init(name: String, received: Int = 0, total: Int) {
      self.name = name
      self.received = received
      self.total = total
    }
  }

  /// What happens to the album: its life cycle, its timer, and the user's uploads.
  public enum Action: Equatable, Sendable {
    /// A step of the user's upload of a photo of their own.
    case upload(UploadEvent)
    /// The live page mounted: the slideshow starts.
    case appeared
    /// The interval elapsed: a different photo is chosen.
    case intervalElapsed
    /// The slideshow stops (the host instead cancels it when the page closes).
    case disappeared
  }

  /// The album's dependencies.
  public struct Environment: Sendable {
    /// The clock the slideshow ticks on.
    public var clock: any Clock<Duration>
    /// How long each photo stays.
    public var interval: Duration
    /// Chooses the next photo.
    public var random: RandomSource

    /// Creates an environment.
    public init(
      clock: any Clock<Duration>, interval: Duration = BabyAlbum.interval,
      random: RandomSource = .system
    ) {
      self.clock = clock
      self.interval = interval
      self.random = random
    }
  }

  /// The album's long-running work.
  enum Work: Hashable, Sendable { case slideshow }

  /// How long each photo stays, live.
  public static let interval = Duration.seconds(15)

  public static let name = "album"

  /// The album's URL: `/album?photo=3`.
  public let codec = QueryStateCodec(path: "/album", initial: State()) {
    QueryParameter("photo", \.photo) {
      (1...BabyAlbum.photos.count).contains($0)
        ? nil : "photo must be between 1 and \(BabyAlbum.photos.count)"
    }
  }

  /// The largest photo a user may add, in bytes.
  public let maxUploadBytes: Int

  /// Creates the screen; photos a user adds may be up to `maxUploadBytes` long.
  public init(maxUploadBytes: Int = 10_000_000) {
    self.maxUploadBytes = maxUploadBytes
  }

  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(clock: context.clock)
  }

  public func appearAction(_ state: State) -> Action? { .appeared }

  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    switch action {
    case .appeared:
      let clock = environment.clock
      let interval = environment.interval
      return .run(
        id: Work.slideshow, cancelInFlight: true,
        operation: { send in
          try await Self.tick(on: clock, every: interval) { await send(.intervalElapsed) }
        })
    case .intervalElapsed:
      state.photo = Self.photo(after: state.photo, using: environment.random)
      return .none
    case .disappeared:
      return .cancel(id: Work.slideshow)
    case .upload(let event):
      Self.apply(event, to: &state)
      return .none
    }
  }

  /// Follows an upload: its progress while under way, then the photo or why not.
  static func apply(_ event: UploadEvent, to state: inout State) {
    switch event {
    case .started(let name, let size):
      state.upload = UploadProgress(name: name, total: size)
      state.uploadMessage = nil
    case .progress(let received, let total):
      state.upload?.received = received
      state.upload?.total = total
    case .done(let file):
      state.upload = nil
      state.ownPhotos.append(file)
      state.uploadMessage = "Added \(file.name) to the album."
    case .failed(let failure):
      state.upload = nil
      state.uploadMessage = failure.message
    case .cancelled:
      state.upload = nil
      state.uploadMessage = "The upload was cancelled."
    }
  }

  /// A photo other than `current`, each of the others equally likely.
  public static func photo(after current: Int, using random: RandomSource) -> Int {
    let count = photos.count
    // Draw among the other count − 1 photos, then step over the current one.
    let drawn = 1 + random.int(below: count - 1)
    return drawn >= current ? drawn + 1 : drawn
  }

  /// The slideshow's timer: calls `body` every `interval` on `clock` until
  /// cancelled; deadlines follow each other exactly, so slow work never
  /// makes the album drift.
  public static func tick<C: Clock<Duration>>(
    on clock: C, every interval: Duration, _ body: () async -> Void
  ) async throws {
    var deadline = clock.now.advanced(by: interval)
    while true {
      try await clock.sleep(until: deadline, tolerance: nil)
      await body()
      deadline = deadline.advanced(by: interval)
    }
  }

  public func title(_ state: State) -> String {
    "Baby album: " + Self.photo(numbered: state.photo).caption
  }
}
