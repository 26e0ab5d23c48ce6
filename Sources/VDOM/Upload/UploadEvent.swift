/// What an upload bound with ``Attribute/onUpload(maxBytes:accept:_:)`` limits:
/// its size and the kinds of file (by content) it takes.
public struct UploadLimits: Sendable, Hashable {
  /// The largest file accepted, in bytes.
  public var maxBytes: Int
  /// The kinds accepted, recognised by content.
  public var accepted: Set<FileKind>

  /// Creates limits.
  public init(maxBytes: Int, accepted: Set<FileKind>) {
    self.maxBytes = maxBytes
    self.accepted = accepted
  }
}

/// A file the server took in whole and checked, kept in memory for the session.
public struct UploadedFile: Sendable, Hashable, Codable {
  /// The name the browser gave (for showing only: the type comes from the content).
  public var name: String
  /// What the content is.
  public var kind: FileKind
  /// Its length in bytes.
  public var size: Int
  /// Where the page can show it (a same-origin path, served while the session lives).
  public var url: String

  /// Creates a description of an uploaded file.
  public init(name: String, kind: FileKind, size: Int, url: String) {
    self.name = name
    self.kind = kind
    self.size = size
    self.url = url
  }
}

/// Why the server refused or lost an upload.
public enum UploadFailure: Sendable, Hashable {
  /// The file is larger than the limit (in bytes).
  case tooLarge(limit: Int)
  /// The content is none of the accepted kinds.
  case wrongType(accepted: Set<FileKind>)
  /// The request was not a usable upload (no length, a broken body).
  case invalid(String)

  /// A sentence for the user.
  public var message: String {
    switch self {
    case .tooLarge(let limit):
      return "The file is too big: the limit is \(UploadFailure.size(limit))."
    case .wrongType(let accepted):
      let names = accepted.map { $0.rawValue.uppercased() }.sorted().joined(separator: ", ")
      return "The file is not an image of an accepted type (\(names)), whatever its name says."
    case .invalid(let why):
      return "The upload failed: \(why)."
    }
  }

  /// `bytes` for people: `5 MB`, `300 KB`.
  static func size(_ bytes: Int) -> String {
    bytes >= 1_000_000 ? "\(bytes / 1_000_000) MB" : "\(max(1, bytes / 1000)) KB"
  }
}

/// What happens to an upload, in order: it starts, progresses, then ends
/// done, failed or cancelled. The server produces these (never the socket).
public enum UploadEvent: Sendable, Hashable {
  /// The server accepted the request: `name` (as the browser gave it) of `size` bytes.
  case started(name: String, size: Int)
  /// `received` of `total` bytes are in.
  case progress(received: Int, total: Int)
  /// The whole file is in and of an accepted kind.
  case done(UploadedFile)
  /// The server refused the file; nothing of it is kept.
  case failed(UploadFailure)
  /// The browser stopped sending; nothing of it is kept.
  case cancelled
}
