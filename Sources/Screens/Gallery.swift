import Trellis

/// The gallery's screens, in the order the home page lists them.
public enum Gallery {
  /// The home page's entries.
  public static let entries: [Home.Entry] = [
    Home.Entry(
      title: "Counter", url: "/counter?count=3",
      summary: "plus, minus, a delayed plus you can cancel, a label"),
    Home.Entry(
      title: "Benchmark",
      url: "/benchmark?seed=7&next=1001&rows=1.999.3-998.2.1000&bang=1-991~10&selected=5",
      summary: "js-framework-benchmark's keyed table: 1,000 rows, swapped, updated, one selected"),
  ]

  /// The home page.
  public static var home: Home { Home(entries: entries) }
}
