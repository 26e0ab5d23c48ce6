/// The word lists of js-framework-benchmark's keyed table: a row label is
/// "<adjective> <colour> <noun>", each word drawn uniformly. Copied from the
/// team's shared data file `jsfb-words.json` (which lists the benchmark's
/// words); the project never reads that file at run time. The Benchmark
/// screen and `trellis-bench` both draw from this one copy.
public enum BenchmarkWords {
  /// The first word of a label.
  public static let adjectives = [
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
    "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
  ]

  /// The second word of a label ("brown" is listed twice, as in the benchmark).
  public static let colours = [
    "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black",
    "orange",
  ]

  /// The last word of a label.
  public static let nouns = [
    "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    "pizza", "mouse", "keyboard",
  ]

  /// A label drawn from `generator`: one adjective, one colour, one noun.
  public static func label(using generator: inout some RandomNumberGenerator) -> String {
    label(using: &generator, updates: 0)
  }

  /// A label drawn from `generator`, then " !!!" `updates` times.
  ///
  /// Written into one string of the right size: interpolating the words and
  /// appending the marks made and copied more strings per label (the
  /// reducer, mostly labels, was 6 % of the gallery's CPU for "Create 1,000
  /// rows" in one profile).
  public static func label(using generator: inout some RandomNumberGenerator, updates: Int)
    -> String
  {
    let adjective = pick(adjectives, &generator)
    let colour = pick(colours, &generator)
    let noun = pick(nouns, &generator)
    let marks = max(0, updates)
    let count = adjective.utf8.count + colour.utf8.count + noun.utf8.count + 2 + marks * 4
    return String(unsafeUninitializedCapacity: count) { buffer in
      var at = 0
      func put(_ text: String) {
        for byte in text.utf8 {
          buffer[at] = byte
          at += 1
        }
      }
      put(adjective)
      put(" ")
      put(colour)
      put(" ")
      put(noun)
      for _ in 0..<marks { put(" !!!") }
      return at
    }
  }

  private static func pick(_ words: [String], _ generator: inout some RandomNumberGenerator)
    -> String
  {
    // A plain remainder, not `randomElement(using:)`: the standard library
    // does not promise how that maps a generator's output to an index.
    words[Int(generator.next() % UInt64(words.count))]
  }
}
