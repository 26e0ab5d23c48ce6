import Trellis

extension BabyAlbum {
  /// The photo filling the window and its caption. No element has an event
  /// binding: the album takes no input.
  public func view(_ state: State) -> Node<Action> {
    let photo = Self.photo(numbered: state.photo)
    return main(.class("album")) {
      figure(.id("album-photo"), .class("album-photo"), .data("photo", "\(state.photo)")) {
        // Keyed by the photo, so a change replaces the picture in one patch.
        svg(
          .key(state.photo), .class("album-picture"), .viewBox("0 0 1600 1000"),
          .attribute("preserveAspectRatio", "xMidYMid slice"), .role("img"),
          .aria("label", photo.caption)
        ) { photo.drawing() }
        figcaption(.id("album-caption"), .class("album-caption")) {
          photo.caption
          span(.class("album-count")) { " · \(state.photo) of \(Self.photos.count)" }
        }
      }
    }
  }
}
