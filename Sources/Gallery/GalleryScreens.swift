import Foundation
import Screens
import WebHost

/// The screens the gallery serves, and their stylesheets.
enum GalleryScreens {
  /// The screens, the likes in `likes` (in memory unless the gallery runs on a database);
  /// BabyAlbum takes photos up to `maxUploadBytes`.
  static func all(likes: any LikeRepository = InMemoryLikes(), maxUploadBytes: Int = 10_000_000)
    -> [AnyScreen]
  {
    [
      AnyScreen(Gallery.home), AnyScreen(Counter()),
      AnyScreen(MonsterList(repository: .gallery)),
      AnyScreen(MonsterDetail(repository: .gallery)),
      AnyScreen(LikeHistory(repository: likes)),
      AnyScreen(BabyAlbum(maxUploadBytes: maxUploadBytes)), AnyScreen(Downloader()),
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

  /// The modules a page loads after the client, each when its markup needs
  /// it: the opt-in hooks (before the widget that registers one: GameOfLife's
  /// population chart) and uploads (BabyAlbum's photos).
  static let modules: [PageModule] = [
    .hooks, .hook("population-chart", script: "life-chart.js"), .uploads,
  ]

  /// The stylesheets, the icon and the scripts, from the gallery's resources (`Sources/Gallery/Styles`).
  static func styles() throws -> StaticFiles {
    try StaticFiles(directory: (Bundle.module.resourcePath ?? ".") + "/Styles")
  }
}
