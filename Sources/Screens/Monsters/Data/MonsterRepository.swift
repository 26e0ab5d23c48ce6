/// The monsters every screen and every session see: created once (the
/// gallery shares ``gallery``), so a monster deleted in one session is gone
/// for all. It answers at once; ``MonsterClient`` adds latency and faults.
///
/// ```swift
/// let repository = MonsterRepository(count: 160)
/// let first = await repository.page(after: nil, limit: 20)
/// ```
public actor MonsterRepository {
  /// How many monsters a new repository holds.
  public static let defaultCount = 160
  /// The repository the gallery's screens share, created once.
  public static let gallery = MonsterRepository()

  /// The monsters left, in id order.
  private var monsters: [Monster]

  /// A repository of the monsters numbered 1 through `count`.
  public init(count: Int = defaultCount) {
    monsters = (1...max(count, 1)).map(Monster.init(generatedFrom:))
  }

  /// Up to `limit` monsters whose ids follow `id` (from the first when `nil`).
  public func page(after id: Int?, limit: Int) -> MonsterPage {
    let rest = monsters.drop { $0.id <= (id ?? 0) }
    return MonsterPage(monsters: Array(rest.prefix(limit)), hasMore: rest.count > limit)
  }

  /// The monster numbered `id`, if it still exists.
  public func monster(id: Int) -> Monster? {
    monsters.first { $0.id == id }
  }

  /// Removes the monster numbered `id`; returns it, or `nil` if it was already gone.
  @discardableResult
  public func delete(id: Int) -> Monster? {
    guard let index = monsters.firstIndex(where: { $0.id == id }) else { return nil }
    return monsters.remove(at: index)
  }

  /// How many monsters are left.
  public var count: Int { monsters.count }
}
