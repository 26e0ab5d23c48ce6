import Trellis

/// One session's way to the shared ``MonsterRepository``: every call waits
/// a realistic latency on the session's clock, and the faults asked for
/// fail their call once (a retry succeeds).
///
/// Fault names: `first-page` (the first load of the first pages fails),
/// `next-page` (the first “load more” fails), `delete` (the first delete fails).
///
/// ```swift
/// let client = MonsterClient(repository: .gallery, clock: context.clock, faults: context.faults)
/// let page = try await client.firstPages(2)  // 40 monsters after 300 ms
/// ```
public struct MonsterClient: Sendable {
  /// How many monsters one page holds.
  public static let pageSize = 20
  /// How long a page takes to load.
  public static let pageLatency = Duration.milliseconds(300)
  /// How long one monster takes to load.
  public static let lookupLatency = Duration.milliseconds(150)
  /// How long a delete takes.
  public static let deleteLatency = Duration.milliseconds(200)

  private let repository: MonsterRepository
  private let clock: any Clock<Duration>
  private let faults: FaultSwitch

  /// A client of `repository` waiting on `clock`, failing once for each of `faults`.
  public init(repository: MonsterRepository, clock: any Clock<Duration>, faults: Faults = .none) {
    self.repository = repository
    self.clock = clock
    self.faults = FaultSwitch(faults)
  }

  /// The first `pages` pages, in one request.
  public func firstPages(_ pages: Int) async throws -> MonsterPage {
    try await clock.sleep(for: Self.pageLatency)
    try await faults.fail("first-page", MonsterError.unreachable)
    return await repository.page(after: nil, limit: pages * Self.pageSize)
  }

  /// The page after the monster numbered `id` (the first page when `nil`).
  public func page(after id: Int?) async throws -> MonsterPage {
    try await clock.sleep(for: Self.pageLatency)
    try await faults.fail("next-page", MonsterError.unreachable)
    return await repository.page(after: id, limit: Self.pageSize)
  }

  /// The monster numbered `id`, or `nil` if there is none.
  public func monster(id: Int) async throws -> Monster? {
    try await clock.sleep(for: Self.lookupLatency)
    return await repository.monster(id: id)
  }

  /// Deletes the monster numbered `id` (a monster already gone counts as deleted).
  public func delete(id: Int) async throws {
    try await clock.sleep(for: Self.deleteLatency)
    try await faults.fail("delete", MonsterError.deleteRefused)
    await repository.delete(id: id)
  }
}

/// Why a monster call failed.
public enum MonsterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The monster server did not answer.
  case unreachable
  /// The monster server refused to delete.
  case deleteRefused

  public var description: String {
    switch self {
    case .unreachable: "The monster server did not answer."
    case .deleteRefused: "The monster server refused to delete it."
    }
  }

  /// A sentence for the user about `error`.
  static func message(for error: any Error) -> String {
    (error as? MonsterError)?.description ?? "Something went wrong: \(error)"
  }
}

/// The faults one session asked for; each fails once, then is spent.
actor FaultSwitch {
  private var armed: Set<String>

  init(_ faults: Faults) { armed = faults.names }

  /// Throws `error` if the fault `name` is armed, disarming it.
  func fail(_ name: String, _ error: MonsterError) throws {
    if armed.remove(name) != nil { throw error }
  }
}
