import Crypto
import Foundation

/// The secret every node of a deployment shares, from configuration (the
/// environment variable `TRELLIS_SECRET` or a key file): the keys that sign
/// pages and URLs derive from it, so any node accepts what another signed.
///
/// ```swift
/// let secret = try SharedSecret.fromEnvironment() ?? SharedSecret(keyFile: "/var/lib/app/key")
/// let tokens = PageTokens(secret: secret)
/// let invoices = SignedStateCodec(codec, key: secret.key(for: "invoice URLs"))
/// ```
public struct SharedSecret: Sendable {
  /// The environment variable ``fromEnvironment(_:)`` reads.
  public static let variable = "TRELLIS_SECRET"
  /// The fewest bytes a secret has, so that it cannot be guessed.
  public static let minimumBytes = 32

  private let bytes: [UInt8]

  /// A secret from its text (at least ``minimumBytes`` UTF-8 bytes).
  public init(_ text: String) throws(SharedSecretError) {
    let bytes = Array(text.utf8)
    guard bytes.count >= Self.minimumBytes else {
      throw SharedSecretError(
        source: Self.variable, problem: "holds fewer than \(Self.minimumBytes) bytes")
    }
    self.bytes = bytes
  }

  /// The secret held in the file at `path`, created with random bytes when
  /// missing (the rules of ``PageTokens/init(keyFile:)``).
  public init(keyFile path: String) throws(PageTokenKeyError) {
    self.bytes = try PageTokens.keyBytes(at: path)
  }

  /// The secret in `TRELLIS_SECRET`, `nil` when the variable is unset or empty.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SharedSecretError) -> SharedSecret? {
    guard let text = environment[variable], !text.isEmpty else { return nil }
    return try SharedSecret(text)
  }

  /// A key for one `purpose` (HKDF-SHA256), so that a signature made for one
  /// use is never valid for another.
  public func key(for purpose: String) -> SymmetricKey {
    HKDF<SHA256>.deriveKey(
      inputKeyMaterial: SymmetricKey(data: bytes), info: Array(purpose.utf8), outputByteCount: 32)
  }
}

/// A shared secret that cannot serve as a key.
public struct SharedSecretError: Error, CustomStringConvertible, Sendable {
  /// Where the secret came from (the environment variable's name).
  public var source: String
  /// What is wrong with it.
  public var problem: String
  /// The source and its problem, for people.
  public var description: String { "the secret in \(source) \(problem)" }
}

extension PageTokens {
  /// An issuer keyed by `secret`: every process configured with the same
  /// secret accepts the others' tokens.
  public init(secret: SharedSecret) {
    self.init(key: secret.key(for: "trellis page tokens"))
  }
}
