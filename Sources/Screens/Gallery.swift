import Trellis

/// The gallery's screens, in the order the home page lists them.
public enum Gallery {
  /// The home page's entries.
  public static let entries: [Home.Entry] = [
    Home.Entry(
      title: "Counter", url: "/counter?count=3",
      summary: "plus, minus, a delayed plus you can cancel, a label"),
    Home.Entry(
      title: "Downloader", url: "/downloader?policy=oldest-1-suspend",
      summary: "downloads with progress bars in a queue whose policy you pick"),
    Home.Entry(
      title: "Game of Life",
      url:
        "/life?cells=-24bo-22bobo-12b2o6b2o12b2o-11bo3bo4b2o12b2o-2o8bo5bo3b2o-2o8bo3bob2o4bobo-10bo5bo7bo-11bo3bo-12b2o&speed=15&running=true",
      summary: "a 64×64 board: play, pause, step, patterns, click a cell"),
  ]

  /// The home page.
  public static var home: Home { Home(entries: entries) }
}
