import Screens
import WebHost

/// The screens the gallery serves.
enum GalleryScreens {
  static let all: [AnyScreen] = [
    AnyScreen(Gallery.home), AnyScreen(Counter()),
    AnyScreen(MonsterList(repository: .gallery)), AnyScreen(MonsterDetail(repository: .gallery)),
    AnyScreen(LikeHistory()), AnyScreen(BabyAlbum()), AnyScreen(Downloader()),
    AnyScreen(GameOfLife()), AnyScreen(Todo()), AnyScreen(Benchmark()), AnyScreen(Steps()),
  ]

  /// The screens' stylesheets, after `trellis.css`.
  static let stylesheets = [
    "home.css", "monsters.css", "likes.css", "album.css", "downloader.css", "life.css",
    "todo.css", "benchmark.css",
  ]
}
