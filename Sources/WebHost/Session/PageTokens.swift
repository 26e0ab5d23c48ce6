import Crypto
import Foundation

/// Mints and checks the tokens that bind sessions to the page that created
/// them: a random nonce and the issue time, signed with HMAC-SHA256, so the
/// server keeps nothing per page served.
///
/// ```swift
/// let tokens = PageTokens()
/// let token = tokens.issue()
/// tokens.isValid(token, maxAge: .seconds(3600))  // true
/// ```
public struct PageTokens: Sendable {
  // SymmetricKey is not Sendable; its bytes are.
  private let keyBytes: [UInt8]
  private var key: SymmetricKey { SymmetricKey(data: keyBytes) }
  private let clock: @Sendable () -> Duration

  /// Creates an issuer with `key` (by default a fresh random one, so tokens
  /// die with the process); `clock` tells the time since an epoch every
  /// process shares (the Unix epoch by default; tests move it), so a token
  /// keeps its age across a restart with the same key.
  public init(
    key: SymmetricKey = SymmetricKey(size: .bits256),
    clock: (@Sendable () -> Duration)? = nil
  ) {
    self.keyBytes = key.withUnsafeBytes { Array($0) }
    self.clock = clock ?? { .seconds(Int64(Date().timeIntervalSince1970)) }
  }

  /// A new token for a page served to `user` (`nil`: anonymous); only a
  /// socket admitted as the same user may join with it.
  public func issue(user: String? = nil) -> String {
    var body = RandomID.bytes(16)
    let seconds = UInt64(max(0, clock().components.seconds))
    for shift in stride(from: 56, through: 0, by: -8) {
      body.append(UInt8(truncatingIfNeeded: seconds >> UInt64(shift)))
    }
    let code = HMAC<SHA256>.authenticationCode(for: body + Self.binding(user), using: key)
    return Base64URL.encode(body + Array(code))
  }

  /// Whether `token` was issued to `user` no longer than `maxAge` ago.
  public func isValid(_ token: String, user: String?, maxAge: Duration) -> Bool {
    isValid(token, binding: Self.binding(user), maxAge: maxAge)
  }

  /// The bytes a token's code covers besides its body: none for anonymous
  /// pages, so their tokens read as before.
  private static func binding(_ user: String?) -> [UInt8] {
    user.map { [0] + Array($0.utf8) } ?? []
  }

  /// Whether `token` was issued by this server, to an anonymous page, no
  /// longer than `maxAge` ago.
  public func isValid(_ token: String, maxAge: Duration) -> Bool {
    isValid(token, binding: [], maxAge: maxAge)
  }

  private func isValid(_ token: String, binding: [UInt8], maxAge: Duration) -> Bool {
    guard let bytes = Base64URL.decode(token), bytes.count == 24 + 32 else { return false }
    let body = Array(bytes[0..<24])
    guard
      HMAC<SHA256>.isValidAuthenticationCode(
        Array(bytes[24...]), authenticating: body + binding, using: key)
    else {
      return false
    }
    let issued = body[16..<24].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let age = clock().components.seconds - Int64(issued)
    return age >= -60 && age <= maxAge.components.seconds
  }
}
