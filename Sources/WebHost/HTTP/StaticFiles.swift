import Crypto
import Foundation
import Hummingbird

/// Files served under `/static/`, loaded once: each with a content hash for
/// immutable caching and a gzipped copy made once, kept in memory.
///
/// `/static/trellis.3f2a9c1b0d.js` is served with
/// `Cache-Control: public, max-age=31536000, immutable`; the unhashed
/// `/static/trellis.js` is served with `no-cache` and an `ETag`.
public struct StaticFiles: Sendable {
  /// One loaded file.
  public struct File: Sendable {
    /// The file's name in the directory (`trellis.js`).
    public let name: String
    /// The first 10 hex digits of the SHA-256 of the content.
    public let hash: String
    /// The content.
    public let bytes: [UInt8]
    /// The gzipped content.
    public let gzipped: [UInt8]
    /// The `Content-Type`.
    public let contentType: String

    /// The name with the hash before the extension (`trellis.3f2a9c1b0d.js`).
    public var hashedName: String {
      guard let dot = name.lastIndex(of: ".") else { return name + "." + hash }
      return name[..<dot] + "." + hash + name[dot...]
    }
  }

  /// The URL prefix the files are served under.
  public static let prefix = "/static/"
  let byName: [String: File]
  private let byHashedName: [String: File]

  /// Loads every regular file directly inside `directory`; throws when the
  /// directory or one of its files cannot be read.
  public init(directory: String) throws(StaticFilesError) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      throw .unreadable(path: directory)
    }
    var files: [File] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      var isDirectory: ObjCBool = false
      let path = directory + "/" + name
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .unreadable(path: path)
      }
      files.append(Self.file(name: name, bytes: Array(data)))
    }
    self.init(files: files)
  }

  /// Uses the given files (for tests and embedded assets).
  public init(files: [File]) {
    byName = Dictionary(files.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    byHashedName = Dictionary(files.map { ($0.hashedName, $0) }, uniquingKeysWith: { $1 })
  }

  /// Makes a file entry: hashes and compresses `bytes`.
  public static func file(name: String, bytes: [UInt8]) -> File {
    let digest = SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    return File(
      name: name, hash: String(digest.prefix(10)), bytes: bytes,
      gzipped: Zlib.deflate(bytes, format: .gzip),
      contentType: contentType(for: name))
  }

  /// The file named `name`, if loaded.
  public func file(named name: String) -> File? { byName[name] }

  /// The cache-busting URL of `name` (`/static/trellis.3f2a9c1b0d.js`), or
  /// the plain one when no such file is loaded.
  public func url(for name: String) -> String {
    Self.prefix + (byName[name]?.hashedName ?? name)
  }

  /// The response for `/static/<requested>`, or `nil` when there is no such file.
  public func response(for requested: String, request: Request) -> Response? {
    var headers = HTTPFields()
    let file: File
    if let hashed = byHashedName[requested] {
      file = hashed
      headers[.cacheControl] = "public, max-age=31536000, immutable"
    } else if let plain = byName[requested] {
      file = plain
      headers[.cacheControl] = "no-cache"
    } else {
      return nil
    }
    let etag = "\"\(file.hash)\""
    headers[.eTag] = etag
    if let match = request.headers[.ifNoneMatch],
      match.split(separator: ",").contains(where: {
        $0.trimmingCharacters(in: .whitespaces) == etag
      })
    {
      return Response(status: .notModified, headers: headers)
    }
    return ContentNegotiation.response(
      body: file.bytes, gzipped: file.gzipped, contentType: file.contentType, request: request,
      headers: headers)
  }

  private static func contentType(for name: String) -> String {
    switch name.split(separator: ".").last.map({ $0.lowercased() }) {
    case "js", "mjs": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "html": "text/html; charset=utf-8"
    case "json": "application/json"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "ico": "image/x-icon"
    case "woff2": "font/woff2"
    default: "application/octet-stream"
    }
  }
}
