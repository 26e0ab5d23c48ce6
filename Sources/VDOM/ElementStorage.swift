/// What an ``Element`` holds, in one heap object per element: the tag and
/// the counts as the header, then attributes, event bindings and children
/// one after the other in the same allocation, and the key and memo after
/// them only when the element has one (few do: the header of every element
/// would otherwise carry them).
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
/// once made: a change of count, or a key or memo given to an element
/// without room for them, makes a new storage. Binding ids, children (in
/// place, as a tree is mounted or diffed), key and memo are written only
/// through an element that holds the sole reference (copy on write).
/// Everything is reached through pointers into the object, so accesses are
/// in place and carry no dynamic exclusivity check.
///
/// Not `Sendable` (no `ManagedBuffer` is); ``Element``, its only holder, is
/// `@unchecked Sendable`, since a storage shared between threads is never
/// written to.
@usableFromInline
final class ElementStorage<Action: Sendable>: ManagedBuffer<ElementFields, UInt64> {
  /// A storage holding these values, copied into it, with room for `room`
  /// more children after them, left uninitialised for the caller to fill.
  @inlinable
  static func make(
    tag: ElementTag, attributes: UnsafeBufferPointer<HTMLAttribute>,
    events: UnsafeBufferPointer<EventBinding<Action>>, extras: ElementExtras,
    children: UnsafeBufferPointer<Node<Action>>, room: Int = 0
  ) -> ElementStorage {
    let storage = allocate(
      tag: tag, extras: extras, attributeCount: attributes.count, eventCount: events.count,
      childCount: children.count + room)
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
            tag: ElementTag(tag), attributes: attributes, events: events,
            extras: ElementExtras(key: key, memo: memo), children: children)
        }
      }
    }
  }

  /// A storage with room for the counts given and the tail left
  /// uninitialised, but for `extras`, which are stored.
  @inlinable
  static func allocate(
    tag: ElementTag, extras: ElementExtras, attributeCount: Int, eventCount: Int,
    childCount: Int
  ) -> ElementStorage {
    var bytes = tailBytes(attributes: attributeCount, events: eventCount, children: childCount)
    bytes += tag.bytes + extras.kind.bytes
    let buffer = create(minimumCapacity: (bytes + 7) / 8) { _ in
      ElementFields(
        counts: ElementCounts(
          attributes: attributeCount, events: eventCount, children: childCount, tag: tag.code,
          extras: extras.kind))
    }
    let storage = unsafeDowncast(buffer, to: ElementStorage.self)
    if case .custom(let name) = tag {
      storage.extrasPointer.initializeMemory(as: String.self, to: name)
    }
    storage.initializeExtras(extras)
    assert(MemoryLayout<Node<Action>>.size == MemoryLayout<Node<Never>>.size)
    return storage
  }

  /// The bytes the tail needs for these counts (extras aside), with padding
  /// for bindings whose alignment exceeds the tail's own (8 bytes), as an
  /// action type may need.
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
  /// the children are destroyed as nodes of a concrete action type. Only an
  /// element with bindings needs the bindings' layout.
  deinit {
    let counts = fields.pointee.counts
    let attributes = counts.attributes
    if attributes > 0 {
      tail.assumingMemoryBound(to: HTMLAttribute.self).deinitialize(count: attributes)
    }
    var children = tail + attributes * MemoryLayout<HTMLAttribute>.stride
    let events = counts.events
    if events > 0 {
      let first = eventPointer
      first.deinitialize(count: events)
      children = UnsafeMutableRawPointer(first + events)
    }
    let childCount = counts.children
    if childCount > countPrefetchDistance {
      // A table's rows: each one's count is asked for a few turns ahead, as
      // the pairing that kept them does (they are as cold here).
      let nodes = children.assumingMemoryBound(to: Node<Never>.self)
      for index in 0..<childCount {
        prefetchCount(of: nodes, at: index + countPrefetchDistance, within: 0..<childCount)
        (nodes + index).deinitialize(count: 1)
      }
    } else if childCount > 0 {
      children.assumingMemoryBound(to: Node<Never>.self).deinitialize(count: childCount)
    }
    var extras = children + childCount * MemoryLayout<Node<Never>>.stride
    if counts.tag == 0 {
      extras.assumingMemoryBound(to: String.self).deinitialize(count: 1)
      extras += MemoryLayout<String>.stride
    }
    switch counts.extras {
    case .none: break
    case .keyed: extras.assumingMemoryBound(to: KeyAndMemo.self).deinitialize(count: 1)
    case .lazy: extras.assumingMemoryBound(to: KeyedMemoBox.self).deinitialize(count: 1)
    }
  }

  /// The fields, reached through a pointer: `header` would copy the whole
  /// struct (retaining each field) on every read.
  @inlinable @inline(__always) var fields: UnsafeMutablePointer<ElementFields> {
    withUnsafeMutablePointerToHeader { $0 }
  }

  /// The start of the tail.
  @inlinable @inline(__always) var tail: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(withUnsafeMutablePointerToElements { $0 })
  }

  /// The first attribute (the start of the tail).
  @inlinable @inline(__always) var attributePointer: UnsafeMutablePointer<HTMLAttribute> {
    tail.assumingMemoryBound(to: HTMLAttribute.self)
  }

  /// The first event binding, after the attributes.
  @inlinable @inline(__always) var eventPointer: UnsafeMutablePointer<EventBinding<Action>> {
    (tail + attributeCount * MemoryLayout<HTMLAttribute>.stride)
      .alignedUp(for: EventBinding<Action>.self)
      .assumingMemoryBound(to: EventBinding<Action>.self)
  }

  /// The first child, after the event bindings (a binding's stride is a
  /// multiple of 8, a node's alignment).
  @inlinable @inline(__always) var childPointer: UnsafeMutablePointer<Node<Action>> {
    let counts = fields.pointee.counts
    if counts.events == 0 {
      return (tail + counts.attributes * MemoryLayout<HTMLAttribute>.stride)
        .assumingMemoryBound(to: Node<Action>.self)
    }
    return UnsafeMutableRawPointer(eventPointer + counts.events)
      .assumingMemoryBound(to: Node<Action>.self)
  }

  /// Where what few elements have is stored, after the children: a tag
  /// without a code, then the key and memo.
  @inlinable @inline(__always) var extrasPointer: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(childPointer + childCount)
  }

  /// Where the key and memo are; only when present.
  @inlinable @inline(__always) var keyMemoPointer: UnsafeMutableRawPointer {
    fields.pointee.counts.tag == 0
      ? extrasPointer + MemoryLayout<String>.stride : extrasPointer
  }

  /// The tag name.
  @inlinable @inline(__always) var tag: String { tagName.string }

  /// The tag name, unretained (see ``TagName``); valid while this storage lives.
  @inlinable @inline(__always) var tagName: TagName {
    let code = fields.pointee.counts.tag
    if code != 0 { return .known(KnownTag(rawValue: code).unsafelyUnwrapped) }
    return .custom(UnsafePointer(extrasPointer.assumingMemoryBound(to: String.self)))
  }

  /// The tag as stored.
  @inlinable var elementTag: ElementTag {
    let code = fields.pointee.counts.tag
    if code != 0 { return .known(KnownTag(rawValue: code).unsafelyUnwrapped) }
    return .custom(extrasPointer.assumingMemoryBound(to: String.self).pointee)
  }

  /// Whether both have the same tag, compared by code when it has one.
  @inlinable @inline(__always)
  func hasSameTag(as other: ElementStorage) -> Bool {
    let code = fields.pointee.counts.tag
    guard code == other.fields.pointee.counts.tag else { return false }
    return code != 0 || tag == other.tag
  }

  /// The number of attributes.
  @inlinable var attributeCount: Int { fields.pointee.counts.attributes }

  /// The number of event bindings.
  @inlinable var eventCount: Int { fields.pointee.counts.events }

  /// The number of children.
  @inlinable var childCount: Int { fields.pointee.counts.children }

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

  /// Whether both hold the same attributes: equal when their bytes are
  /// (the same codes, boxes and strings), compared as values otherwise.
  @inlinable
  func hasSameAttributes(as other: ElementStorage) -> Bool {
    if self === other { return true }
    let count = attributeCount
    guard count == other.attributeCount else { return false }
    let words = count * MemoryLayout<HTMLAttribute>.stride / 8
    let a = UnsafeRawPointer(attributePointer)
    let b = UnsafeRawPointer(other.attributePointer)
    var same = true
    for word in 0..<words
    where a.load(fromByteOffset: word * 8, as: UInt64.self)
      != b.load(fromByteOffset: word * 8, as: UInt64.self)
    {
      same = false
      break
    }
    if same { return true }
    return withAttributes { a in other.withAttributes { b in a.elementsEqual(b) } }
  }
}
