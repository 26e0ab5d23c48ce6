/// The word lists of js-framework-benchmark's keyed table: a row label is
/// "<adjective> <colour> <noun>", each word drawn uniformly. Copied from the
/// team's shared data file `jsfb-words.json` (which lists the benchmark's
/// words); the project never reads that file at run time.
enum BenchmarkWords {
  /// The first word of a label.
  static let adjectives = [
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
    "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
  ]

  /// The second word of a label.
  static let colours = [
    "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black",
    "orange",
  ]

  /// The last word of a label.
  static let nouns = [
    "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    "pizza", "mouse", "keyboard",
  ]
}
