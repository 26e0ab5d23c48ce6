extension Attribute {
  /// Binds a file input to the server's upload route: when the user picks a
  /// file, the client posts it to the session's upload URL and every step
  /// of the upload comes back as an ``UploadEvent``, turned into an action
  /// by `makeAction`. The server refuses a file over `maxBytes` as soon as
  /// it knows, and one whose content is none of `accept`.
  ///
  /// ```swift
  /// input(.type(.file), .onUpload(maxBytes: 5_000_000, accept: [.png, .jpeg]) { .upload($0) })
  /// progress(.known(.value, "\(state.received)"), .known(.max, "\(state.total)"))
  /// ```
  @inlinable
  public static func onUpload(
    maxBytes: Int, accept: Set<FileKind>, _ makeAction: @escaping @Sendable (UploadEvent) -> Action?
  ) -> Attribute {
    .on(
      .upload,
      options: EventOptions(upload: UploadLimits(maxBytes: maxBytes, accepted: accept)),
      .payload { $0.upload.flatMap(makeAction) })
  }
}
