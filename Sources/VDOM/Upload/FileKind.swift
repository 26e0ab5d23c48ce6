/// A file type an upload may accept, recognised by its content (its first
/// bytes), never by its name or the browser's `Content-Type`.
public enum FileKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// PNG (`89 50 4E 47 0D 0A 1A 0A`).
  case png
  /// JPEG (`FF D8 FF`).
  case jpeg
  /// GIF (`GIF87a` or `GIF89a`).
  case gif
  /// WebP (`RIFF`, four bytes of length, `WEBP`).
  case webp

  /// The media type the server sends the file with.
  public var mediaType: String { "image/" + rawValue }

  /// How many leading bytes ``sniff(_:)`` needs to decide.
  public static let sniffLength = 12

  /// The kind whose signature starts `bytes`, or `nil` (too short, or none).
  ///
  /// ```swift
  /// FileKind.sniff([0xFF, 0xD8, 0xFF, 0xE0])  // .jpeg
  /// ```
  public static func sniff(_ bytes: some Collection<UInt8>) -> FileKind? {
    let head = Array(bytes.prefix(sniffLength))
    func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + signature.count
        && Array(head[offset..<offset + signature.count]) == signature
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
    return nil
  }
}
