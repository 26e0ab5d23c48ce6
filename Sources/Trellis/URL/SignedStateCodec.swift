import Crypto

/// Wraps a codec so that its URLs carry an HMAC-SHA256 signature in the
/// parameter `sig`; a URL with a missing or wrong signature is rejected.
///
/// ```swift
/// let codec = SignedStateCodec(CodableStateCodec(path: "/invoice", initial: .init()), key: key)
/// ```
public struct SignedStateCodec<Base: StateCodec>: StateCodec {
  /// The name of the query parameter holding the signature.
  public static var parameter: String { "sig" }

  /// The codec whose URLs are signed.
  public let base: Base
  // SymmetricKey is not Sendable; its bytes are.
  private let keyBytes: [UInt8]
  private var key: SymmetricKey { SymmetricKey(data: keyBytes) }

  /// Signs `base`'s URLs with `key` (at least 32 random bytes).
  public init(_ base: Base, key: SymmetricKey) {
    self.base = base
    self.keyBytes = key.withUnsafeBytes { Array($0) }
  }

  public var path: String { base.path }

  public func url(for state: Base.State) -> StateURL {
    var url = base.url(for: state)
    let code = HMAC<SHA256>.authenticationCode(for: Array(url.target.utf8), using: key)
    url.query.append(.init(Self.parameter, Base64URL.encode(Array(code))))
    return url
  }

  public func state(from url: StateURL) throws(URLStateError) -> Base.State {
    guard let signature = url.value(Self.parameter), let code = Base64URL.decode(signature) else {
      throw .badSignature
    }
    var unsigned = url
    unsigned.query.removeAll { $0.name == Self.parameter }
    // The comparison inside isValidAuthenticationCode takes constant time.
    guard
      HMAC<SHA256>.isValidAuthenticationCode(
        code, authenticating: Array(unsigned.target.utf8), using: key)
    else { throw .badSignature }
    return try base.state(from: unsigned)
  }
}
