import VDOM

extension HTMLAttribute {
  /// Whether `name` is an attribute name both the HTML parser and the DOM's
  /// `setAttribute` accept (an XML name: a letter, `_` or `:` first, then
  /// letters, digits, `-`, `.`, `_`, `:`).
  ///
  /// The client sets attributes through `setAttribute` when it applies
  /// patches, so a name the HTML parser would take (`@click`, `1x`) but the
  /// DOM refuses is invalid too.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    guard isNameStart(first) else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy(isNameCharacter)
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: return true
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
      0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
      0x10000...0xEFFFF:
      return true
    default: return false
    }
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
    default: return isNameStart(scalar)
    }
  }
}
