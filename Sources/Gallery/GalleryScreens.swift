import Foundation
import Screens
import WebHost

/// The screens the gallery serves, and their stylesheets.
enum GalleryScreens {
  /// The screens, the likes in `likes` (in memory unless the gallery runs on a database).
  static func all(likes: any LikeRepository = InMemoryLikes()) -> [AnyScreen] {
    [
      AnyScreen(Gallery.home), AnyScreen(Counter()),
      AnyScreen(MonsterList(repository: .gallery)),
      AnyScreen(MonsterDetail(repository: .gallery)),
      AnyScreen(LikeHistory(repository: likes)), AnyScreen(BabyAlbum()), AnyScreen(Downloader()),
      AnyScreen(GameOfLife()), AnyScreen(Todo()), AnyScreen(Benchmark()), AnyScreen(Steps()),
    ]
  }

  /// The screens' stylesheets, linked after the framework's `trellis.css`:
  /// the shared look first, then each screen's.
  static let stylesheets = [
    "gallery.css", "home.css", "monsters.css", "likes.css", "album.css", "downloader.css",
    "life.css",
    "todo.css", "benchmark.css",
  ]

  /// The page icon, among the styles.
  static let icon = "favicon.svg"

  /// The stylesheets and the icon, from the gallery's resources (`Sources/Gallery/Styles`).
  static func styles() throws -> StaticFiles {
    try StaticFiles(directory: (Bundle.module.resourcePath ?? ".") + "/Styles")
  }
}
