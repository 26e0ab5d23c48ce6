import Trellis

extension BabyAlbum {
  /// The photo filling the window and its caption, then the user's own
  /// photos and the field that adds one (its only event binding).
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
      ownPhotos(state)
    }
  }

  /// The user's photos, the upload field, the progress bar and the outcome.
  private func ownPhotos(_ state: State) -> Node<Action> {
    section(.id("album-own"), .class("album-own"), .aria("label", "Your photos")) {
      // Always there, even empty, so that the upload field after it keeps
      // its place, and so its binding's id (the client reads it at each pick).
      ul(.id("album-own-photos"), .class("album-own-photos")) {
        for photo in state.ownPhotos {
          li(.key(photo.url)) { img(.src(photo.url), .alt("Your photo \(photo.name)")) }
        }
      }
      p(.class("album-upload")) {
        label(.for("album-upload-field")) { "Add a photo of your own (PNG, JPEG, GIF or WebP) " }
        input(
          .id("album-upload-field"), .type(.file), .attribute("accept", "image/*"),
          .onUpload(maxBytes: maxUploadBytes, accept: [.png, .jpeg, .gif, .webp]) { .upload($0) })
      }
      if let upload = state.upload {
        p(.id("album-upload-progress"), .class("album-upload-progress")) {
          label(.for("album-progress")) { "Uploading \(upload.name) " }
          progress(
            .id("album-progress"), .value("\(upload.received)"), .max("\(max(upload.total, 1))"))
          " "
          button(.id("album-upload-cancel"), .type(.button), .data("upload-cancel", "")) {
            "Cancel"
          }
        }
      }
      if let message = state.uploadMessage {
        p(.id("album-upload-message"), .class("album-upload-message"), .role("status")) { message }
      }
    }
  }
}
