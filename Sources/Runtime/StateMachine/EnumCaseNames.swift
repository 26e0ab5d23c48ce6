/// The case names of an enum type, in the runtime's tag order (cases with
/// a payload first, then the empty ones, each group in declaration order),
/// read from its type metadata.
///
/// Only data is read, never called: the metadata's kind and nominal type
/// descriptor, and the descriptor's field records, whose layout is part of
/// Swift's stable ABI (swift/docs/ABI/TypeMetadata.rst) — what `Mirror`
/// itself reads to label an enum's payload.
struct EnumCaseNames {
  private let names: [String]

  /// The names of `type`'s cases, or `nil` when it is not an enum (or
  /// carries no reflection metadata).
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Metadata kinds: 0x201 an enum, 0x202 `Optional`.
    let kind = metadata.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    guard
      let descriptor = metadata.load(
        fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self),
      let fields = Self.relative(descriptor + 16)
    else { return nil }
    // FieldDescriptor: type name, superclass, kind (16 bits), record size (16 bits),
    // record count (32 bits), then the records: flags, type name, field name.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return nil }
    var names: [String] = []
    names.reserveCapacity(count)
    for index in 0..<count {
      let record = fields + 16 + index * recordSize
      guard let name = Self.relative(record + 8) else { return nil }
      names.append(String(cString: name.assumingMemoryBound(to: CChar.self)))
    }
    self.names = names
  }

  /// The name of the case with tag `tag`.
  func name(forTag tag: Int) -> String? {
    names.indices.contains(tag) ? names[tag] : nil
  }

  /// The target of the 32-bit relative pointer stored at `field`.
  private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
  }
}
