extension HTMLWriter {
  /// Appends the attributes from index `start` on that sort before the
  /// attribute of `binding` (all of them for `nil`), leaving out the
  /// refused ones; returns the index of the first attribute not written.
  /// With `holesOnly`, writes only what goes between the quotes (see
  /// ``writeHoles(of:shapedLike:)``).
  @usableFromInline @discardableResult
  mutating func writeAttributes(
    _ attributes: UnsafeBufferPointer<HTMLAttribute>, from start: Int,
    beforeBindingOf binding: BindingSpec?, tag: TagName, holesOnly: Bool = false,
    reference: UnsafePointer<HTMLAttribute>? = nil
  ) -> Int {
    var index = start
    guard let first = attributes.baseAddress else { return index }
    while index < attributes.count {
      // Through the pointer the attribute is read in place, not copied.
      if let binding, !Self.isName(first[index].storedName, beforeBindingOf: binding) { break }
      if holesOnly {
        writeValueHole(of: first + index, tag: tag, reference: reference.map { $0 + index })
      } else {
        writeAttribute(first[index], tag: tag)
      }
      index += 1
    }
    return index
  }

  /// Whether `name < "data-t-" + event`, the binding's attribute name
  /// (`binding` without its leading space and trailing `=`). Byte order is
  /// `String` order for the ASCII names that render.
  private static func isName(_ name: AttributeName, beforeBindingOf binding: BindingSpec) -> Bool {
    name.withUTF8 { name in
      binding.attribute.withUnsafeBufferPointer { attribute in
        let bindingName = UnsafeBufferPointer(rebasing: attribute.dropFirst().dropLast())
        for index in bindingName.indices {
          guard index < name.count else { return true }
          if name[index] != bindingName[index] { return name[index] < bindingName[index] }
        }
        return false
      }
    }
  }

  /// Appends ` name="value"` (or ` name` for a boolean attribute) when the
  /// attribute may be rendered on `tag`, neutralising dangerous URLs; the
  /// rules are those of ``HTMLAttribute/sanitized(forTag:)``.
  private mutating func writeAttribute(_ attribute: borrowing HTMLAttribute, tag: TagName) {
    let kind = HTMLAttribute.nameKind(attribute.storedName)
    guard kind != .refused else { return }
    write(byte: UInt8(ascii: " "))
    attribute.storedName.withUTF8 { write($0) }
    guard let value = attribute.value else { return }
    write(byte: UInt8(ascii: "="))
    writeQuote()
    writeValue(value, of: attribute, kind: kind, tag: tag)
    writeQuote()
  }

  /// What ``writeAttribute(_:tag:)`` writes between the quotes, alone;
  /// nothing for a refused or boolean attribute.
  /// With the reference row's attribute at the same place, a value of the
  /// same bits (a literal all rows share) borrows its hole: same name, tag
  /// and value, so the same bytes.
  private mutating func writeValueHole(
    of attribute: UnsafePointer<HTMLAttribute>, tag: TagName,
    reference: UnsafePointer<HTMLAttribute>?
  ) {
    let kind = HTMLAttribute.nameKind(attribute.pointee.storedName)
    guard kind != .refused, let value = attribute.pointee.value else { return }
    if let offset = borrowedHoleOffset, let reference,
      hasSameBits(UnsafeRawPointer(attribute), UnsafeRawPointer(reference), as: HTMLAttribute.self)
    {
      return borrowHole(offset: offset)
    }
    writeValue(value, of: attribute.pointee, kind: kind, tag: tag)
  }

  /// An attribute's value as a hole, a dangerous URL's neutralised.
  @inline(__always)
  private mutating func writeValue(
    _ value: String, of attribute: borrowing HTMLAttribute, kind: HTMLAttribute.NameKind,
    tag: TagName
  ) {
    markHole()
    if kind == .url, attribute.hasDangerousURL(forTag: tag.string) {
      write(HTMLAttribute.blockedURL)
    } else {
      writeAttributeValue(value)
    }
    markHole()
  }

  /// Appends ` data-t-<event>="<id><options>"`, the same text as
  /// ``EventBinding/attributeName`` and ``EventBinding/attributeValue``
  /// without building intermediate strings.
  @usableFromInline
  mutating func writeBinding(_ spec: BindingSpec, id: Int) {
    guard spec.renders else { return }
    spec.attribute.withUnsafeBufferPointer { write($0) }
    writeQuote()
    writeBindingValue(spec, id: id)
    writeQuote()
  }

  /// What ``writeBinding(_:id:)`` writes between the quotes, as a hole.
  @usableFromInline
  mutating func writeBindingValue(_ spec: BindingSpec, id: Int) {
    markHole()
    writeInteger(id)
    if let options = spec.optionsText { writeAttributeValue(options) }
    markHole()
  }

  /// Appends the decimal digits of `value`.
  mutating func writeInteger(_ value: Int) {
    if value < 0 { write("-") }
    var magnitude = value.magnitude
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      write(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
    }
  }

  /// Style sheets are raw text: nothing is escaped, so a `</style` (any
  /// case) becomes `<\/style`, which CSS reads the same inside strings and
  /// which can never end the element.
  @usableFromInline
  mutating func writeStyleText(_ css: String) {
    withUTF8Bytes(css) { source in
      var runStart = 0
      var index = 0
      while index + 1 < source.count {
        if source[index] == UInt8(ascii: "<"), source[index + 1] == UInt8(ascii: "/"),
          Self.isStyleName(source, at: index + 2)
        {
          writeVerbatim(UnsafeBufferPointer(rebasing: source[runStart..<index + 1]))
          writeVerbatim("\\")
          runStart = index + 1
        }
        index += 1
      }
      writeVerbatim(UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
    }
  }

  private static func isStyleName(_ source: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    let name: StaticString = "style"
    guard start + name.utf8CodeUnitCount <= source.count else { return false }
    for offset in 0..<name.utf8CodeUnitCount
    where source[start + offset] | 0x20 != name.utf8Start[offset] {
      return false
    }
    return true
  }

  /// Appends `</tag>`.
  @usableFromInline
  mutating func writeEndTag(_ tag: TagName) {
    write("</")
    write(tag)
    write(">")
  }

  /// Appends a tag name: a known one from its literal.
  @inlinable @inline(__always)
  mutating func write(_ tag: TagName) {
    switch tag {
    case .known(let known): write(known.literal)
    case .custom(let name): write(name.pointee)
    }
  }
}
