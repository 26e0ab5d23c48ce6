extension HTMLAttribute {
  /// The value rendered instead of a URL whose scheme could run code.
  static let blockedURL: StaticString = "about:blank#blocked"

  /// This attribute as it may be sent to a browser on an element `tag`, or
  /// `nil` when it must never be.
  ///
  /// - Refused: names that are not `[A-Za-z_:][-A-Za-z0-9_:.]*`, inline event
  ///   handlers (names starting with `on`, any case) and names starting with
  ///   the reserved `data-t-` (event bindings are rendered from the tree's
  ///   bindings, never from attributes).
  ///   `srcdoc` is refused too: it is markup in an attribute.
  /// - Neutralised: URL attributes (`href`, `src`, `action`, `formaction`,
  ///   `xlink:href`, `poster`, `cite`, `data` of `<object>`, and the SVG
  ///   animation values `to`, `from`, `by`, `values`) whose scheme — after the whitespace,
  ///   control characters, tabs and newlines a browser ignores, in any case —
  ///   is `javascript:`, `vbscript:` or `data:` get the value
  ///   `about:blank#blocked`; `data:image/…` stays allowed in `<img src>`,
  ///   and `data:application/json` (exactly that type; inert, it runs
  ///   nothing) in `<a href>`, for a download made by the server.
  ///
  /// Rendering and attribute patches both go through this, so the first page
  /// and later updates obey the same rules.
  package func sanitized(forTag tag: String) -> HTMLAttribute? {
    switch Self.nameKind(storedName) {
    case .refused: return nil
    case .plain: return self
    case .url:
      return hasDangerousURL(forTag: tag) ? HTMLAttribute(name, Self.blockedURL.description) : self
    }
  }

  /// Whether this URL attribute's value must be neutralised on `tag`.
  func hasDangerousURL(forTag tag: String) -> Bool {
    guard let value else { return false }
    let allowsImageData = tag == "img" && name == "src"
    let allowsJSONData = tag == "a" && name == "href"
    return withUTF8Bytes(value) { url in
      // SVG `values` animates through a `;`-separated list: check each one.
      guard name == "values" else {
        return Self.isDangerousURL(
          url, allowsImageData: allowsImageData, allowsJSONData: allowsJSONData)
      }
      return url.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).contains {
        Self.isDangerousURL(UnsafeBufferPointer(rebasing: $0), allowsImageData: false)
      }
    }
  }

  enum NameKind {
    case refused, plain, url
  }

  /// The kind of a stored name: a known name's is looked up, not worked out
  /// from its bytes again for every attribute rendered or patched.
  static func nameKind(_ name: AttributeName) -> NameKind {
    switch name {
    // What the rules give for these names (a test checks every known one).
    case .known(.action), .known(.href), .known(.src): return .url
    case .known: return .plain
    case .custom(let custom): return withUTF8Bytes(custom.name, nameKind)
    }
  }

  /// Whether `name` is a valid attribute name that is neither an inline
  /// event handler nor in the reserved `data-t-` space, and whether its
  /// value is a URL.
  static func nameKind(_ name: UnsafeBufferPointer<UInt8>) -> NameKind {
    guard let first = name.first,
      isASCIILetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ":")
    else { return .refused }
    for byte in name.dropFirst() where !isNameByte(byte) {
      return .refused
    }
    if name.count >= 2, name[0] | 0x20 == UInt8(ascii: "o"), name[1] | 0x20 == UInt8(ascii: "n") {
      return .refused
    }
    if hasPrefix(name, "data-t-") { return .refused }
    switch name.count {
    case 2: return equals(name, "to") || equals(name, "by") ? .url : .plain
    case 3: return equals(name, "src") ? .url : .plain
    case 4:
      return equals(name, "href") || equals(name, "cite") || equals(name, "data")
        || equals(name, "from")
        ? .url : .plain
    case 6:
      // `srcdoc` is a whole document in an attribute: raw markup by another name.
      if equals(name, "srcdoc") { return .refused }
      return equals(name, "action") || equals(name, "poster") || equals(name, "values")
        ? .url : .plain
    case 10: return equals(name, "formaction") || equals(name, "xlink:href") ? .url : .plain
    default: return .plain
    }
  }

  /// Whether a browser would read `url` as a `javascript:`, `vbscript:` or
  /// (unless `allowsImageData` and it is `data:image/…`, or `allowsJSONData`
  /// and its type is exactly `application/json`) `data:` URL.
  static func isDangerousURL(
    _ url: UnsafeBufferPointer<UInt8>, allowsImageData: Bool, allowsJSONData: Bool = false
  ) -> Bool {
    var index = 0
    // The URL parser strips leading C0 controls and spaces…
    while index < url.count, url[index] <= 0x20 { index += 1 }
    var scheme: [UInt8] = []
    var hasScheme = false
    while index < url.count {
      let byte = url[index]
      index += 1
      // …and removes tabs and newlines anywhere.
      if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if byte == UInt8(ascii: ":") {
        hasScheme = true
        break
      }
      let isSchemeByte =
        isASCIILetter(byte)
        || (!scheme.isEmpty
          && (isASCIIDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")))
      // Not a scheme (a relative URL), or longer than any scheme we refuse.
      guard isSchemeByte, scheme.count < 10 else { return false }
      scheme.append(byte | (isASCIILetter(byte) ? 0x20 : 0))
    }
    guard hasScheme else { return false }
    if scheme == Array("javascript".utf8) || scheme == Array("vbscript".utf8) { return true }
    guard scheme == Array("data".utf8) else { return false }
    guard allowsImageData || allowsJSONData else { return true }
    // The media type up to its parameters or the data, one byte past the
    // longest type allowed.
    var mediaType: [UInt8] = []
    var isWhole = false
    while index < url.count, mediaType.count <= 16 {
      let byte = url[index]
      index += 1
      if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") {
        isWhole = true
        break
      }
      mediaType.append(isASCIILetter(byte) ? byte | 0x20 : byte)
    }
    if allowsImageData { return !mediaType.starts(with: Array("image/".utf8)) }
    return !(isWhole && mediaType == Array("application/json".utf8))
  }

  /// `[-A-Za-z0-9_:.]`, tested against two 64-bit masks instead of a chain
  /// of compares: this runs for every attribute of every render.
  @inline(__always)
  private static func isNameByte(_ byte: UInt8) -> Bool {
    // Bits 45 `-`, 46 `.`, 48–57 digits, 58 `:` of the low mask; bits
    // 1–26 `A`–`Z`, 31 `_`, 33–58 `a`–`z` of the high mask (byte − 64).
    let low: UInt64 = 0x07FF_6000_0000_0000
    let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
    if byte < 64 { return (low >> UInt64(byte)) & 1 == 1 }
    if byte < 128 { return (high >> UInt64(byte - 64)) & 1 == 1 }
    return false
  }

  private static func hasPrefix(_ name: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool
  {
    guard name.count >= prefix.utf8CodeUnitCount else { return false }
    for index in 0..<prefix.utf8CodeUnitCount
    where name[index] | 0x20 != prefix.utf8Start[index] | 0x20 {
      return false
    }
    return true
  }

  private static func equals(_ name: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    name.count == literal.utf8CodeUnitCount && hasPrefix(name, literal)
  }
}
