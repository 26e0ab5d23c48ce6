import Trellis

/// The gallery's screens, in the order the home page lists them.
public enum Gallery {
  /// The home page's entries.
  public static let entries: [Home.Entry] = [
    Home.Entry(
      title: "Counter", url: "/counter?count=3",
      summary: "plus, minus, a delayed plus you can cancel, a label"),
    Home.Entry(
      title: "Monsters", url: "/monsters?pages=2",
      summary: "a paged list written as a state machine; open a monster, delete it"),
  ]

  /// The home page.
  public static var home: Home { Home(entries: entries) }
}
