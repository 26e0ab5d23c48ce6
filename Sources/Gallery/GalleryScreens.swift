import Screens
import WebHost

/// The screens the gallery serves.
enum GalleryScreens {
  static let all: [AnyScreen] = [
    AnyScreen(Gallery.home), AnyScreen(Counter()),
    AnyScreen(Downloader()),
    AnyScreen(GameOfLife()),
  ]
}
