/// Base64 with the URL-safe alphabet (RFC 4648 §5) and no padding.
///
/// ```swift
/// Base64URL.encode([0xFB, 0xFF])  // "-_8"
/// Base64URL.decode("-_8")         // [0xFB, 0xFF]
/// ```
public enum Base64URL {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  private static let values: [Int8] = {
    var table = [Int8](repeating: -1, count: 256)
    for (index, byte) in alphabet.enumerated() { table[Int(byte)] = Int8(index) }
    return table
  }()

  /// Encodes bytes without padding.
  public static func encode(_ bytes: some Collection<UInt8>) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count * 4 + 2) / 3)
    var buffer: UInt32 = 0
    var bits = 0
    for byte in bytes {
      buffer = (buffer << 8) | UInt32(byte)
      bits += 8
      while bits >= 6 {
        bits -= 6
        output.append(alphabet[Int((buffer >> UInt32(bits)) & 0x3F)])
      }
    }
    if bits > 0 { output.append(alphabet[Int((buffer << UInt32(6 - bits)) & 0x3F)]) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes unpadded base64url; `nil` for any other character, a trailing
  /// `=`, an impossible length, or non-zero leftover bits.
  public static func decode(_ text: some StringProtocol) -> [UInt8]? {
    let utf8 = text.utf8
    if utf8.count % 4 == 1 { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(utf8.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for byte in utf8 {
      let value = values[Int(byte)]
      if value < 0 { return nil }
      buffer = (buffer << 6) | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    // Leftover bits must be zero, so that each byte string has one spelling.
    if bits > 0 && buffer & ((1 << UInt32(bits)) - 1) != 0 { return nil }
    return output
  }
}
