import Crypto
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension PageTokens {
  /// An issuer whose key lives in the file at `path`, created (32 random
  /// bytes, readable by the owner only) when missing: pages served before a
  /// restart still join the restarted process, so their sessions are
  /// rebuilt and their unacknowledged events replayed instead of reloaded.
  ///
  /// ```swift
  /// let tokens = try PageTokens(keyFile: "/var/lib/app/page-token.key")
  /// ```
  public init(keyFile path: String) throws(PageTokenKeyError) {
    let bytes = try Self.keyBytes(at: path)
    self.init(key: SymmetricKey(data: bytes))
  }

  /// Bytes of a key file: at least this many, so a key cannot be guessed.
  static let keyFileBytes = 32

  static func keyBytes(at path: String) throws(PageTokenKeyError) -> [UInt8] {
    // Created exclusively and owner-only from the start: of two processes
    // starting at once, one writes and both read the same key.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    if descriptor >= 0 {
      let fresh = RandomID.bytes(keyFileBytes)
      let written = fresh.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
      if written != fresh.count {
        throw PageTokenKeyError(path: path, problem: "could not be written")
      }
    }
    let manager = FileManager.default
    guard let data = manager.contents(atPath: path) else {
      throw PageTokenKeyError(path: path, problem: "cannot be read or created")
    }
    guard data.count >= keyFileBytes else {
      throw PageTokenKeyError(path: path, problem: "holds fewer than \(keyFileBytes) bytes")
    }
    return Array(data)
  }
}

/// A page-token key file that cannot serve as a key.
public struct PageTokenKeyError: Error, CustomStringConvertible, Sendable {
  /// The file's path.
  public var path: String
  /// What is wrong with it.
  public var problem: String
  /// The file and its problem, for people.
  public var description: String { "page-token key file “\(path)” \(problem)" }
}
