/// One monster of the gallery. Everything about it is generated from its id
/// (see ``init(generatedFrom:)``), so every run shows the same monsters.
public struct Monster: Codable, Hashable, Sendable, Identifiable {
  /// What a monster is made of; it tints its portrait.
  public enum Kind: String, Codable, CaseIterable, Sendable {
    case ember, tide, moss, stone, gale, shade, spark, frost

    /// The base hue of the kind's portraits, in degrees.
    public var hue: Int {
      switch self {
      case .ember: 12
      case .tide: 205
      case .moss: 110
      case .stone: 35
      case .gale: 170
      case .shade: 275
      case .spark: 52
      case .frost: 190
      }
    }
  }

  /// A monster's numbers, each between 1 and 100.
  public struct Stats: Codable, Hashable, Sendable {
    /// How much it takes.
    public var health: Int
    /// How hard it hits.
    public var attack: Int
    /// How well it shrugs a hit off.
    public var defence: Int
    /// How fast it moves.
    public var speed: Int

    /// Creates stats.
    public init(health: Int, attack: Int, defence: Int, speed: Int) {
      self.health = health
      self.attack = attack
      self.defence = defence
      self.speed = speed
    }
  }

  /// The monster's number, from 1.
  public var id: Int
  /// A readable, pronounceable name.
  public var name: String
  /// What it is made of.
  public var kind: Kind
  /// Its numbers.
  public var stats: Stats
  /// One sentence about it.
  public var summary: String

  /// Creates a monster.
  public init(id: Int, name: String, kind: Kind, stats: Stats, summary: String) {
    self.id = id
    self.name = name
    self.kind = kind
    self.stats = stats
    self.summary = summary
  }
}
