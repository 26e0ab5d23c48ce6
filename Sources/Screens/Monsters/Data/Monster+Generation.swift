extension Monster {
  private static let syllables = [
    "gor", "bla", "zix", "mun", "dra", "ko", "pel", "vor", "ith", "qua", "snu", "ble", "tor",
    "rak", "fi", "lo", "mar", "zu", "gri", "nok", "sha", "bex", "plo", "tig", "wum", "ee",
  ]
  private static let moods = [
    "grumpy", "curious", "sleepy", "cheerful", "shy", "noisy", "gentle", "restless", "proud",
    "clumsy",
  ]
  private static let habits = [
    "hoards shiny pebbles", "hums when it is happy", "naps in teapots", "collects lost socks",
    "chases its own shadow", "sneezes glitter", "counts the stars every night",
    "guards forgotten umbrellas", "eats only blue food", "tells very long stories",
  ]

  /// The monster numbered `id`: name, kind, stats and summary all follow
  /// from the number, so the same id always gives the same monster.
  public init(generatedFrom id: Int) {
    var dice = MonsterDice(id: id)
    let syllableCount = dice.roll(2...3)
    let name = (0..<syllableCount).map { _ in dice.pick(Self.syllables) }.joined()
    let kind = dice.pick(Kind.allCases)
    let stats = Stats(
      health: dice.roll(20...100), attack: dice.roll(5...100), defence: dice.roll(5...100),
      speed: dice.roll(1...100))
    let summary =
      "A \(dice.pick(Self.moods)) \(kind.rawValue) monster that \(dice.pick(Self.habits))."
    self.init(
      id: id, name: name.prefix(1).uppercased() + name.dropFirst(), kind: kind, stats: stats,
      summary: summary)
  }
}
