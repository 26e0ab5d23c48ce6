import Screens
import WebHost

/// The screens the gallery serves.
enum GalleryScreens {
  static let all: [AnyScreen] = [
    AnyScreen(Gallery.home), AnyScreen(Counter()), AnyScreen(Steps()),
    AnyScreen(LikeHistory()),
    AnyScreen(BabyAlbum()),
    AnyScreen(Todo()),
    AnyScreen(Benchmark()),
    AnyScreen(MonsterList(repository: .gallery)), AnyScreen(MonsterDetail(repository: .gallery)),
  ]

  /// The screens' stylesheets, after `trellis.css`.
  static let stylesheets = [
    "monsters.css",
    "benchmark.css",
    "home.css", "todo.css",
    "likes.css", "album.css",
  ]
}
