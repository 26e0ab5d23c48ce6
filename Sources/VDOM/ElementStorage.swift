/// What an ``Element`` holds, in one heap object per element: the fields
/// below as the header, then attributes, event bindings and children one
/// after the other in the same allocation.
///
/// A node of the tree is then one reference: copying it out of a child list
/// (which Swift does whenever it passes a node on) costs one retain, and an
/// element costs one allocation, however many attributes, bindings and
/// children it has. A session keeps its tree, so each array header saved
/// (32 bytes plus the allocator's own) counts for every element it holds,
/// and one allocation fewer is one `malloc` and one `free` fewer when a
/// tree is built and released.
///
/// Tag, attributes and the number of bindings and children never change
/// once made: a change of count makes a new storage. Binding ids, children
/// (in place, as a tree is mounted or diffed), key and memo are written
/// only through an element that holds the sole reference (copy on write).
/// Everything is reached through pointers into the object, so accesses are
/// in place and carry no dynamic exclusivity check.
///
/// Not `Sendable` (no `ManagedBuffer` is); ``Element``, its only holder, is
/// `@unchecked Sendable`, since a storage shared between threads is never
/// written to.
@usableFromInline
final class ElementStorage<Action: Sendable>: ManagedBuffer<ElementFields, UInt64> {
  /// A storage holding these values, copied into it.
  @inlinable
  static func make(
    tag: String, attributes: UnsafeBufferPointer<HTMLAttribute>,
    events: UnsafeBufferPointer<EventBinding<Action>>, key: String?, memo: Memo?,
    children: UnsafeBufferPointer<Node<Action>>
  ) -> ElementStorage {
    let storage = allocate(
      tag: tag, key: key, memo: memo, attributeCount: attributes.count, eventCount: events.count,
      childCount: children.count)
    if let source = attributes.baseAddress {
      storage.attributePointer.initialize(from: source, count: attributes.count)
    }
    if let source = events.baseAddress {
      storage.eventPointer.initialize(from: source, count: events.count)
    }
    if let source = children.baseAddress {
      storage.childPointer.initialize(from: source, count: children.count)
    }
    return storage
  }

  /// A storage holding these values; the arrays are copied into it.
  @inlinable
  static func make(
    tag: String, attributes: [HTMLAttribute], events: [EventBinding<Action>], key: String?,
    memo: Memo?, children: [Node<Action>]
  ) -> ElementStorage {
    attributes.withUnsafeBufferPointer { attributes in
      events.withUnsafeBufferPointer { events in
        children.withUnsafeBufferPointer { children in
          make(
            tag: tag, attributes: attributes, events: events, key: key, memo: memo,
            children: children)
        }
      }
    }
  }

  /// A storage with room for the counts given, the tail left uninitialised.
  @inlinable
  static func allocate(
    tag: String, key: String?, memo: Memo?, attributeCount: Int, eventCount: Int, childCount: Int
  ) -> ElementStorage {
    let bytes = tailBytes(attributes: attributeCount, events: eventCount, children: childCount)
    let buffer = create(minimumCapacity: (bytes + 7) / 8) { _ in
      ElementFields(
        tag: tag, key: key, memo: memo, attributeCount: UInt32(attributeCount),
        eventCount: UInt32(eventCount), childCount: UInt32(childCount),
        childOffset: 0)
    }
    let storage = unsafeDowncast(buffer, to: ElementStorage.self)
    // After the bindings, whose start depends on the address when their
    // alignment exceeds the tail's; a node's is always 8 (it holds only
    // references and strings, whatever `Action` is).
    storage.fields.pointee.childOffset = UInt32(
      UnsafeMutableRawPointer(storage.eventPointer + eventCount) - storage.tail)
    assert(MemoryLayout<Node<Action>>.size == MemoryLayout<Node<Never>>.size)
    return storage
  }

  /// The bytes the tail needs, with padding for bindings whose alignment
  /// exceeds the tail's own (8 bytes), as an action type may need.
  @inlinable
  static func tailBytes(attributes: Int, events: Int, children: Int) -> Int {
    var bytes = attributes * MemoryLayout<HTMLAttribute>.stride
    if events > 0 {
      bytes += events * MemoryLayout<EventBinding<Action>>.stride
      bytes += max(0, MemoryLayout<EventBinding<Action>>.alignment - 8)
    }
    bytes += children * MemoryLayout<Node<Action>>.stride
    return bytes
  }

  /// Runs unspecialised (a class's deinit always does), so it avoids
  /// looking up generic type metadata, which was most of the cost of
  /// releasing a tree: the header is not generic, and a node's layout does
  /// not depend on `Action` (every case holds a reference or a string), so
  /// the children are destroyed as nodes of a concrete action type.
  deinit {
    let fields = self.fields
    let tail = self.tail
    let attributes = Int(fields.pointee.attributeCount)
    if attributes > 0 {
      tail.assumingMemoryBound(to: HTMLAttribute.self).deinitialize(count: attributes)
    }
    let events = Int(fields.pointee.eventCount)
    if events > 0 { eventPointer.deinitialize(count: events) }
    let children = Int(fields.pointee.childCount)
    if children > 0 {
      (tail + Int(fields.pointee.childOffset)).assumingMemoryBound(to: Node<Never>.self)
        .deinitialize(count: children)
    }
  }

  /// The fields, reached through a pointer: `header` would copy the whole
  /// struct (retaining each field) on every read.
  @inlinable var fields: UnsafeMutablePointer<ElementFields> {
    withUnsafeMutablePointerToHeader { $0 }
  }

  /// The start of the tail.
  @inlinable var tail: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(withUnsafeMutablePointerToElements { $0 })
  }

  /// The first attribute (the start of the tail).
  @inlinable var attributePointer: UnsafeMutablePointer<HTMLAttribute> {
    tail.assumingMemoryBound(to: HTMLAttribute.self)
  }

  /// The first event binding, after the attributes.
  @inlinable var eventPointer: UnsafeMutablePointer<EventBinding<Action>> {
    (tail + attributeCount * MemoryLayout<HTMLAttribute>.stride)
      .alignedUp(for: EventBinding<Action>.self)
      .assumingMemoryBound(to: EventBinding<Action>.self)
  }

  /// The first child, after the event bindings.
  @inlinable var childPointer: UnsafeMutablePointer<Node<Action>> {
    (tail + Int(fields.pointee.childOffset)).assumingMemoryBound(to: Node<Action>.self)
  }

  /// The tag name.
  @inlinable var tag: String {
    _read { yield fields.pointee.tag }
  }

  /// The key among keyed siblings.
  @inlinable var key: String? {
    _read { yield fields.pointee.key }
    _modify { yield &fields.pointee.key }
  }

  /// The memo, if any.
  @inlinable var memo: Memo? {
    _read { yield fields.pointee.memo }
    _modify { yield &fields.pointee.memo }
  }

  /// The number of attributes.
  @inlinable var attributeCount: Int { Int(fields.pointee.attributeCount) }

  /// The number of event bindings.
  @inlinable var eventCount: Int { Int(fields.pointee.eventCount) }

  /// The number of children.
  @inlinable var childCount: Int { Int(fields.pointee.childCount) }

  /// The attributes, in place; valid while this storage lives.
  @inlinable var attributeBuffer: UnsafeBufferPointer<HTMLAttribute> {
    UnsafeBufferPointer(start: attributePointer, count: attributeCount)
  }

  /// The event bindings, in place; write only while uniquely referenced.
  @inlinable var eventBuffer: UnsafeMutableBufferPointer<EventBinding<Action>> {
    UnsafeMutableBufferPointer(start: eventPointer, count: eventCount)
  }

  /// The children, in place; write only while uniquely referenced.
  @inlinable var childBuffer: UnsafeMutableBufferPointer<Node<Action>> {
    UnsafeMutableBufferPointer(start: childPointer, count: childCount)
  }

  /// Calls `body` with the attributes, read in place.
  @inlinable
  func withAttributes<Result>(_ body: (UnsafeBufferPointer<HTMLAttribute>) -> Result) -> Result {
    defer { _fixLifetime(self) }
    return body(attributeBuffer)
  }

  /// Calls `body` with the event bindings, read in place.
  @inlinable
  func withEvents<Result>(_ body: (UnsafeBufferPointer<EventBinding<Action>>) -> Result)
    -> Result
  {
    defer { _fixLifetime(self) }
    return body(UnsafeBufferPointer(eventBuffer))
  }

  /// Calls `body` with the children, read in place.
  @inlinable
  func withChildren<Result>(_ body: (UnsafeBufferPointer<Node<Action>>) -> Result) -> Result {
    defer { _fixLifetime(self) }
    return body(UnsafeBufferPointer(childBuffer))
  }

  /// The attributes, copied into an array.
  @inlinable var attributes: [HTMLAttribute] { withAttributes { Array($0) } }

  /// The event bindings, copied into an array.
  @inlinable var events: [EventBinding<Action>] { withEvents { Array($0) } }

  /// The children, copied into an array.
  @inlinable var children: [Node<Action>] { withChildren { Array($0) } }

  /// Whether both hold the same attributes.
  @inlinable
  func hasSameAttributes(as other: ElementStorage) -> Bool {
    if self === other { return true }
    return withAttributes { a in other.withAttributes { b in a.elementsEqual(b) } }
  }

  /// A copy, with some fields replaced.
  @inlinable
  func with(
    tag: String? = nil, attributes: [HTMLAttribute]? = nil,
    events: [EventBinding<Action>]? = nil, key: String?? = nil, memo: Memo?? = nil,
    children: [Node<Action>]? = nil
  ) -> ElementStorage {
    defer { _fixLifetime(self) }
    let tag = tag ?? self.tag
    let key = key ?? self.key
    let memo = memo ?? self.memo
    func withEvents<R>(_ body: (UnsafeBufferPointer<EventBinding<Action>>) -> R) -> R {
      if let events { return events.withUnsafeBufferPointer(body) }
      return body(UnsafeBufferPointer(eventBuffer))
    }
    func withChildren<R>(_ body: (UnsafeBufferPointer<Node<Action>>) -> R) -> R {
      if let children { return children.withUnsafeBufferPointer(body) }
      return body(UnsafeBufferPointer(childBuffer))
    }
    func withAttributes<R>(_ body: (UnsafeBufferPointer<HTMLAttribute>) -> R) -> R {
      if let attributes { return attributes.withUnsafeBufferPointer(body) }
      return body(attributeBuffer)
    }
    return withAttributes { attributes in
      withEvents { events in
        withChildren { children in
          ElementStorage.make(
            tag: tag, attributes: attributes, events: events, key: key, memo: memo,
            children: children)
        }
      }
    }
  }
}

/// The fields of an ``ElementStorage``, ahead of its attributes, bindings
/// and children; not generic, so that releasing a storage reads them without
/// looking up type metadata.
@usableFromInline
struct ElementFields {
  @usableFromInline var tag: String
  @usableFromInline var key: String?
  @usableFromInline var memo: Memo?
  @usableFromInline let attributeCount: UInt32
  @usableFromInline let eventCount: UInt32
  @usableFromInline let childCount: UInt32
  /// Where the children start, in bytes from the start of the tail.
  @usableFromInline var childOffset: UInt32

  @inlinable
  init(
    tag: String, key: String?, memo: Memo?, attributeCount: UInt32, eventCount: UInt32,
    childCount: UInt32, childOffset: UInt32
  ) {
    self.tag = tag
    self.key = key
    self.memo = memo
    self.attributeCount = attributeCount
    self.eventCount = eventCount
    self.childCount = childCount
    self.childOffset = childOffset
  }
}
