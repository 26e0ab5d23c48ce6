import Trellis

/// The result MonsterDetail hands back to the screen that opened it when
/// its monster was deleted; shared, so the opener may live on another node.
public struct MonsterDeletion: SharedResult, Hashable {
  /// The result's name across nodes.
  public static let sharedName = "monster-deletion"

  /// The deleted monster's id.
  public var id: Int
  /// Its name, for the list's notice.
  public var name: String

  /// Creates a deletion.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}
