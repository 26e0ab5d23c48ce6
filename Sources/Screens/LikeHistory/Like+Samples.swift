extension Like {
  private static let firstNames = [
    "Maya", "Tomás", "Aiko", "Jonas", "Priya", "Kwame", "Elena", "Noah", "Fatima", "Lars",
    "Chloé", "Ravi", "Ingrid", "Mateo", "Zainab", "Oskar", "Leila", "Hugo", "Amara", "Finn",
    "Sofia", "Kenji", "Nadia", "Emil", "Yara", "Diego", "Freya", "Omar", "Hana", "Luca",
  ]
  private static let lastNames = [
    "Okafor", "Lindqvist", "Tanaka", "Moreau", "Sharma", "Mensah", "Rossi", "Becker", "Haddad",
    "Novak", "García", "Kowalski", "Nakamura", "O’Brien", "Petrov", "Silva", "Andersen", "Dubois",
  ]
  private static let things = [
    "your photo “Fog over the harbour”", "your photo “First snow on the balcony”",
    "your post “Ten things I learnt baking sourdough”",
    "your comment on “Weekend hike to Ben Nevis”",
    "your photo “Grandma’s 90th birthday”", "your post “Why we moved to the coast”",
    "your album “Lisbon, spring 2025”", "your comment on “Best ramen in town?”",
    "your photo “The cat discovers the Christmas tree”", "your post “Our allotment, one year on”",
    "your video “Rowing at dawn”", "your photo “Sunflowers behind the school”",
    "your comment on “Book club: The Left Hand of Darkness”",
    "your post “A small kitchen, rearranged”",
    "your photo “Night tram, Amsterdam”", "your album “Baby’s first month”",
    "your video “Learning the cello, week 12”", "your comment on “Cheapest way to Oslo?”",
  ]

  /// A deterministic set of `count` realistic likes, newest with the largest
  /// id, spread over the first five months of 2025.
  public static func samples(count: Int = 120, seed: UInt64 = 2025) -> [Like] {
    var state = seed
    // A linear congruential generator: the same seed always gives the same likes.
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var minute = 151 * 24 * 60 - 1  // 31 May, 23:59
    var likes: [Like] = []
    for id in stride(from: count, through: 1, by: -1) {
      minute -= 7 + next(1_400)
      let who = firstNames[next(firstNames.count)] + " " + lastNames[next(lastNames.count)]
      likes.append(Like(id: id, who: who, what: things[next(things.count)], minute: max(0, minute)))
    }
    return likes
  }
}
