import Trellis

/// The gallery's screens, in the order the home page lists them.
public enum Gallery {
  /// The home page's entries.
  public static let entries: [Home.Entry] = [
    Home.Entry(
      title: "Counter", url: "/counter?count=3",
      summary: "plus, minus, a delayed plus you can cancel, a label"),
    Home.Entry(
      title: "Steps", url: "/steps", summary: "one history entry per step: back and forward"),
  ]

  /// The home page.
  public static var home: Home { Home(entries: entries) }
}
