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
    Home.Entry(
      title: "LikeHistory", url: "/likes?pages=2",
      summary:
        "likes with load more, delete with an in-flight state, retry; deletes reach other tabs"),
    Home.Entry(
      title: "BabyAlbum", url: "/album?photo=3",
      summary: "a full-window photo that changes every 15 seconds, never twice the same; no input"),
    Home.Entry(
      title: "Downloader", url: "/downloader?policy=oldest-1-suspend",
      summary: "downloads with progress bars in a queue whose policy you pick"),
    Home.Entry(
      title: "Game of Life",
      url:
        "/life?cells=-24bo-22bobo-12b2o6b2o12b2o-11bo3bo4b2o12b2o-2o8bo5bo3b2o-2o8bo3bob2o4bobo-10bo5bo7bo-11bo3bo-12b2o&speed=15&running=true",
      summary: "a 64×64 board: play, pause, step, patterns, click a cell"),
    Home.Entry(
      title: "Todo",
      url: "/todo?todo1=Buy%20milk&done2=Call%20the%20plumber&todo3=Water%20the%20plants",
      summary: "add, edit in place, toggle, delete, filter; the whole list lives in the URL"),
    Home.Entry(
      title: "Benchmark",
      url: "/benchmark?seed=7&next=1001&rows=1.999.3-998.2.1000&bang=1-991~10&selected=5",
      summary: "js-framework-benchmark's keyed table: 1,000 rows, swapped, updated, one selected"),
    Home.Entry(
      title: "Steps", url: "/steps", summary: "one history entry per step: back and forward"),
  ]

  /// The home page.
  public static var home: Home { Home(entries: entries) }
}
