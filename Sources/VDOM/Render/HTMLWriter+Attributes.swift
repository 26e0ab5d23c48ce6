extension HTMLWriter {
  /// Appends the attributes from index `start` on that sort before the
  /// binding attribute of `event` (all of them for `nil`), leaving out the
  /// refused ones; returns the index of the first attribute not written.
  @usableFromInline @discardableResult
  mutating func writeAttributes(
    _ attributes: UnsafeBufferPointer<HTMLAttribute>, from start: Int,
    beforeBindingOf event: EventName?, tag: TagName
  ) -> Int {
    var index = start
    guard let first = attributes.baseAddress else { return index }
    while index < attributes.count {
      // Through the pointer the attribute is read in place, not copied.
      if let event, !Self.isName(first[index].storedName, beforeBindingOf: event) { break }
      writeAttribute(first[index], tag: tag)
      index += 1
    }
    return index
  }

  /// Whether `name < "data-t-" + event.rawValue`, without building the
  /// string. Byte order is `String` order for the ASCII names that render.
  private static func isName(_ name: AttributeName, beforeBindingOf event: EventName) -> Bool {
    name.withUTF8 { name in
      withUTF8Bytes(event.rawValue) { event in
        let prefix: StaticString = "data-t-"
        let prefixCount = prefix.utf8CodeUnitCount
        for index in 0..<(prefixCount + event.count) {
          guard index < name.count else { return true }
          let other = index < prefixCount ? prefix.utf8Start[index] : event[index - prefixCount]
          if name[index] != other { return name[index] < other }
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
    markHole()
    if kind == .url, attribute.hasDangerousURL(forTag: tag.string) {
      write(HTMLAttribute.blockedURL)
    } else {
      writeAttributeValue(value)
    }
    markHole()
    writeQuote()
  }

  /// Appends ` data-t-<event>="<id>[;d=ms][;t=ms][;k=key,key][;o=change,…]"`, the same
  /// text as ``EventBinding/attributeName`` and ``EventBinding/attributeValue``
  /// without building intermediate strings.
  @usableFromInline
  mutating func writeBinding(event: EventName, id: Int, options: EventOptions) {
    // An event name is data too: one that would not make a valid attribute
    // name is dropped rather than allowed to break out of the tag.
    let isValid = withUTF8Bytes(event.rawValue) { name in
      !name.isEmpty
        && !name.contains { !(isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "-")) }
    }
    guard isValid else { return }
    write(" data-t-")
    write(event.rawValue)
    write(byte: UInt8(ascii: "="))
    writeQuote()
    markHole()
    writeInteger(id)
    if let debounce = options.debounceMilliseconds {
      write(";d=")
      writeInteger(debounce)
    }
    if let throttle = options.throttleMilliseconds {
      write(";t=")
      writeInteger(throttle)
    }
    if !options.keys.isEmpty {
      write(";k=")
      for (index, key) in options.keys.enumerated() {
        if index > 0 { write(",") }
        writeAttributeValue(EventOptions.encodedKey(key))
      }
    }
    if !options.optimistic.isEmpty {
      write(";o=")
      writeAttributeValue(OptimisticChange.encoded(options.optimistic))
    }
    markHole()
    writeQuote()
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
