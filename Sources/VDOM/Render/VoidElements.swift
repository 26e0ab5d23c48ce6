/// The elements an HTML parser gives no content and no end tag: the one
/// table the renderer, MarkupValidation and TrellisTesting's parser read.
package enum VoidElements {
  /// Their names, lowercase: HTML's void elements, and the obsolete ones a
  /// browser's parser still treats as void.
  package static let names: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr", "basefont", "bgsound", "frame", "keygen", "param",
  ]

  /// The names as bytes, by length: the renderer asks for every element.
  private static let byLength: [[[UInt8]]] = {
    var table = [[[UInt8]]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
    for name in names { table[name.utf8.count].append(Array(name.utf8)) }
    return table
  }()

  /// Whether `tag` (a valid tag name, in any case) is void.
  static func contains(_ tag: UnsafeBufferPointer<UInt8>) -> Bool {
    guard tag.count < byLength.count else { return false }
    // `| 0x20` lowercases letters and leaves digits and `-` as they are.
    return byLength[tag.count].contains { name in
      name.indices.allSatisfy { tag[$0] | 0x20 == name[$0] }
    }
  }
}
