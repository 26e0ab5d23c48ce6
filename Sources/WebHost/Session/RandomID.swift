/// Unguessable identifiers: 128 bits from the system's secure generator.
package enum RandomID {
  /// 16 random bytes in base64url (22 characters).
  package static func make() -> String {
    Base64URL.encode(bytes(16))
  }

  /// `count` bytes from `SystemRandomNumberGenerator`.
  package static func bytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }
}
