import Foundation

extension StaticFiles {
  /// The names of the client's files in WebHost's resources.
  public static let clientNames = ["trellis.js", "trellis.css"]

  /// The browser client shipped in WebHost's resources: the one bundled
  /// script (`scripts/bundle-client` makes it from `Public/trellis`) and the
  /// framework's stylesheet. Throws when any of
  /// them is missing or empty, so a broken install stops at start-up instead
  /// of serving dead pages.
  public static func client() throws(StaticFilesError) -> StaticFiles {
    guard let directory = Bundle.module.resourcePath.map({ $0 + "/Client" }) else {
      throw .unreadable(path: "WebHost's resource bundle")
    }
    let files = try StaticFiles(directory: directory)
    for name in clientNames where (files.file(named: name)?.bytes.isEmpty ?? true) {
      throw .unreadable(path: directory + "/" + name)
    }
    return files
  }

  /// These files and `other`'s; a name in both keeps `other`'s file.
  public func merging(_ other: StaticFiles) -> StaticFiles {
    StaticFiles(files: Array(byName.merging(other.byName) { $1 }.values))
  }
}

/// Why static files could not be loaded.
public enum StaticFilesError: Error, Equatable, CustomStringConvertible {
  /// A directory or file that is missing or cannot be read.
  case unreadable(path: String)

  public var description: String {
    switch self {
    case .unreadable(let path): "cannot read \(path): the client or an asset is missing"
    }
  }
}
