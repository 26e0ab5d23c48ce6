import Synchronization
import VDOM

/// The files uploads took in, kept in memory for the sessions that took
/// them, under ids as unguessable as a session's; past `maxBytes` in all,
/// the oldest files go first.
public final class UploadStore: Sendable {
  /// One stored file.
  struct Stored: Sendable {
    var sessionID: String
    var kind: FileKind
    var bytes: [UInt8]
  }

  private struct Contents: Sendable {
    var files: [String: Stored] = [:]
    var order: [String] = []
    var bytes = 0
  }

  /// The most bytes kept in all.
  public let maxBytes: Int
  private let contents = Mutex(Contents())

  /// Creates an empty store holding at most `maxBytes`.
  public init(maxBytes: Int = 256 << 20) {
    self.maxBytes = maxBytes
  }

  /// Keeps `bytes` for `sessionID`; returns the file's id.
  func add(_ bytes: [UInt8], kind: FileKind, sessionID: String) -> String {
    let id = RandomID.make()
    contents.withLock { contents in
      contents.files[id] = Stored(sessionID: sessionID, kind: kind, bytes: bytes)
      contents.order.append(id)
      contents.bytes += bytes.count
      while contents.bytes > maxBytes, contents.order.count > 1 {
        let oldest = contents.order.removeFirst()
        contents.bytes -= contents.files.removeValue(forKey: oldest)?.bytes.count ?? 0
      }
    }
    return id
  }

  /// The file with this id, if kept.
  func file(_ id: String) -> Stored? {
    contents.withLock { $0.files[id] }
  }

  /// Drops the file with this id.
  func remove(_ id: String) {
    contents.withLock { contents in
      guard let gone = contents.files.removeValue(forKey: id) else { return }
      contents.bytes -= gone.bytes.count
      contents.order.removeAll { $0 == id }
    }
  }

  /// The number of bytes kept.
  public var byteCount: Int { contents.withLock { $0.bytes } }
}
