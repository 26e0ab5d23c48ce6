import Trellis

/// Downloads with progress bars: each one is a stream effect receiving a
/// fake file chunk by chunk on the environment's clock, in one effect queue
/// whose policy the user picks (run all, newest 1, oldest 1 discarding new,
/// oldest 1 suspending new, at most 2). "Start 5" shows how the policy
/// treats a burst; each row can be cancelled.
///
/// The URL holds the policy and the rows with their progress
/// (``DownloaderCodec``): `/downloader?policy=max-2&d1=running-40&d2=waiting`.
/// A session mounted in a state with active rows (a reload, another
/// browser, a time-travel jump) resumes their transfers from that progress.
/// Choosing another policy cancels every download and pushes a history
/// entry; progress replaces the URL.
///
/// The runtime's queue decides what runs; the reducer labels the rows by
/// the same rules (queued, running, replaced, discarded), and the transfers'
/// progress confirms them.
///
/// Failure names (`_fail=` in `--dev`): `transfer` — every transfer breaks
/// off once half the file arrived, and its row shows "failed".
public struct Downloader: Screen, Titled, PushesHistory, Appearing {
  /// What the screen shows.
  public struct State: Codable, Equatable, Sendable {
    /// The queue policy; the only part in the URL.
    public var policy: Policy
    /// The downloads, oldest first.
    public var downloads: [Download]
    /// The id of the next download.
    public var nextID: Int
    /// What screen readers are told (a download finished); not in the URL.
    public var announcement = Announcement()

    /// Creates a state.
    public init(policy: Policy = .runAll, downloads: [Download] = [], nextID: Int = 1) {
      self.policy = policy
      self.downloads = downloads
      self.nextID = nextID
    }
  }

  /// What the user and the transfers do.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// "Start a download".
    case startTapped
    /// "Start 5 at once".
    case burstTapped
    /// Something happened to the row of download `id` (its own reducer runs first).
    case row(id: Int, action: Download.Action)
    /// "Clear": cancels everything and empties the list.
    case clearTapped
    /// The policy control changed; the value is untrusted.
    case policyChosen(String)
    /// A state with active rows was mounted: their transfers start again
    /// from their progress, running rows first, so the queue keeps them.
    case resumed
  }

  /// The screen's dependencies.
  public struct Environment: Sendable {
    /// The clock transfers wait on.
    public var clock: any Clock<Duration>
    /// The files downloads cycle through.
    public var files: [RemoteFile]
    /// Whether every transfer breaks off halfway (the `transfer` failure).
    public var transfersFail: Bool

    /// Creates an environment.
    public init(
      clock: any Clock<Duration>, files: [RemoteFile] = RemoteFile.catalog,
      transfersFail: Bool = false
    ) {
      self.clock = clock
      self.files = files.isEmpty ? RemoteFile.catalog : files
      self.transfersFail = transfersFail
    }
  }

  /// The screen's cancellable work: one transfer per row.
  enum Work: Hashable, Sendable { case transfer(Int) }
  /// The queue every transfer joins.
  enum Queue: Hashable, Sendable { case downloads }

  /// How many downloads "Start 5 at once" starts.
  public static let burstSize = 5
  /// The longest list kept; the oldest finished rows make room for new ones,
  /// and a start is refused while this many are still active.
  public static let maxRows = 40

  public static let name = "downloader"

  /// The URL: `/downloader?policy=newest-1&d1=running-40`.
  public let codec = DownloaderCodec()

  /// Creates the screen.
  public init() {}

  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(clock: context.clock, transfersFail: context.faults.contains("transfer"))
  }

  /// Each row's reducer, scoped to its element of the list, then the screen's.
  private static let body = Reducer<State, Action, Environment> { state, action, environment in
    Downloader().reduceList(&state, action, environment)
  }
  .forEach(\.downloads, action: \.row) { Download.reducer }

  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    Self.body.reduce(&state, action, environment)
  }

  /// What the list does, after the row concerned changed itself: a row
  /// that left the queue frees its slot for the oldest waiting one.
  private func reduceList(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    switch action {
    case .startTapped:
      return start(&state, environment)
    case .burstTapped:
      return .merge((0..<Self.burstSize).map { _ in start(&state, environment) })
    case .row(let id, let rowAction):
      // The row's reducer ran first: its last progress made it done.
      if case .progressed(let received) = rowAction,
        let row = state.downloads.first(where: { $0.id == id }), row.phase == .done,
        received >= row.size
      {
        state.announcement.announce("Download “\(row.name)” finished")
      }
      state.promoteWaiting()
      guard rowAction == .cancelTapped,
        state.downloads.first(where: { $0.id == id })?.phase == .cancelled
      else { return .none }
      return .cancel(id: Work.transfer(id))
    case .clearTapped:
      return clear(&state)
    case .resumed:
      let active =
        state.downloads.filter { $0.phase == .running }
        + state.downloads.filter { $0.phase == .waiting }
      return .merge(active.map { transfer($0, state.policy, environment) })
    case .policyChosen(let value):
      guard let policy = Policy(rawValue: value), policy != state.policy else { return .none }
      let effect = clear(&state)
      state.policy = policy
      return effect
    }
  }

  public func title(_ state: State) -> String {
    let running = state.downloads.count { $0.phase == .running }
    return running == 0 ? "Downloader" : "Downloader: \(running) running"
  }

  public func urlChange(from old: State, to new: State) -> Navigation.Style {
    old.policy == new.policy ? .replace : .push
  }

  public func appearAction(_ state: State) -> Action? {
    state.downloads.contains(where: \.isActive) ? .resumed : nil
  }

  /// Adds a row labelled as the queue will treat it, and starts its
  /// transfer in the queue, which really decides.
  private func start(_ state: inout State, _ environment: Environment) -> Effect<Action> {
    guard state.makeRoom() else { return .none }
    let id = state.nextID
    state.nextID += 1
    let file = environment.files[(id - 1) % environment.files.count]
    let download = Download(id: id, name: file.name, size: file.size, phase: .running)
    state.admit(download)
    return transfer(download, state.policy, environment)
  }

  /// The transfer of `download` from its progress on, in the queue, which really decides.
  private func transfer(_ download: Download, _ policy: Policy, _ environment: Environment)
    -> Effect<Action>
  {
    let id = download.id
    let file =
      environment.files.first { $0.name == download.name && $0.size == download.size }
      ?? RemoteFile(
        name: download.name, size: download.size, chunk: 100, interval: .milliseconds(100))
    let transfer = Transfer(
      file: file, clock: environment.clock, failsHalfway: environment.transfersFail,
      resumedAt: download.received)
    return .run(
      id: Work.transfer(id), queue: EffectQueue(Queue.downloads, policy: policy.queuePolicy)
    ) { send in
      for try await received in transfer {
        await send(.row(id: id, action: .progressed(received: received)))
      }
    } catch: { _ in
      .row(id: id, action: .transferFailed)
    }
  }

  private func clear(_ state: inout State) -> Effect<Action> {
    let active = state.downloads.filter(\.isActive).map(\.id)
    state.downloads = []
    return .merge(active.map { .cancel(id: Work.transfer($0)) })
  }
}
