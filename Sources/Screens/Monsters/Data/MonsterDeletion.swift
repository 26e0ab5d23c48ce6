/// The result MonsterDetail hands back to the screen that opened it when
/// its monster was deleted.
public struct MonsterDeletion: Hashable, Sendable {
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
