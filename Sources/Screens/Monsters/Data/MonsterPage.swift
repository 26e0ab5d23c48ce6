/// A run of monsters in id order, and whether more follow it.
public struct MonsterPage: Codable, Hashable, Sendable {
  /// The monsters, in id order.
  public var monsters: [Monster]
  /// Whether the repository holds monsters after the last one.
  public var hasMore: Bool

  /// Creates a page.
  public init(monsters: [Monster], hasMore: Bool) {
    self.monsters = monsters
    self.hasMore = hasMore
  }
}
