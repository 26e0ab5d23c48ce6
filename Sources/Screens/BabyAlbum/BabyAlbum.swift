import Trellis

/// A baby photo album for a screen on the wall: one full-window photo that
/// changes to a different, randomly chosen photo every 15 seconds — never
/// the same one twice in a row — for as long as the page is open. It takes
/// no input at all: its view has no event bindings.
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

    /// Creates a state.
    public init(photo: Int = 1) { self.photo = photo }
  }

  /// What happens to the album: only its life cycle and its timer, never the user.
  public enum Action: Equatable, Sendable {
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

  /// Creates the screen.
  public init() {}

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
