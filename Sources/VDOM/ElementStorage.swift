/// What an ``Element`` holds, in one heap object per element: the fields
/// below as the header, the attributes in the same allocation after it.
///
/// A node of the tree is then one reference: copying it out of a child list
/// (which Swift does whenever it passes a node on) costs one retain instead
/// of one per array and string the element holds, and child lists are a
/// third of the size, so a walk touches fewer cache lines. Attributes need
/// no array of their own: a session keeps its tree, and an element with one
/// attribute costs 48 bytes less, and one pointer fewer to follow.
///
/// Tag and attributes never change once made. Events and children get their
/// handler ids as a tree is mounted, key and memo are set on the root a lazy
/// node builds: those are written only through an element that holds the
/// sole reference (copy on write). The fields are reached through a pointer
/// to the header, so accesses are in place and carry no dynamic
/// exclusivity check.
///
/// Not `Sendable` (no `ManagedBuffer` is); ``Element``, its only holder, is
/// `@unchecked Sendable`, since a storage shared between threads is never
/// written to.
@usableFromInline
final class ElementStorage<Action: Sendable>: ManagedBuffer<
  ElementFields<Action>, HTMLAttribute
>
{
  /// A storage holding these values; `attributes` are copied into it.
  @inlinable
  static func make(
    tag: String, attributes: [HTMLAttribute], events: [EventBinding<Action>], key: String?,
    memo: Memo?, children: [Node<Action>]
  ) -> ElementStorage {
    let buffer = create(minimumCapacity: attributes.count) { _ in
      ElementFields(
        tag: tag, key: key, memo: memo, events: events, children: children,
        attributeCount: attributes.count)
    }
    let storage = unsafeDowncast(buffer, to: ElementStorage.self)
    if !attributes.isEmpty {
      storage.withUnsafeMutablePointerToElements { tail in
        attributes.withUnsafeBufferPointer { source in
          tail.initialize(from: source.baseAddress!, count: source.count)
        }
      }
    }
    return storage
  }

  deinit {
    _ = withUnsafeMutablePointers { fields, tail in
      tail.deinitialize(count: fields.pointee.attributeCount)
    }
  }

  /// The fields, reached through a pointer: `header` would copy the whole
  /// struct (retaining each field) on every read, and a write through it
  /// would leave the arrays it holds shared, so they would be copied.
  @inlinable var fields: UnsafeMutablePointer<ElementFields<Action>> {
    withUnsafeMutablePointerToHeader { $0 }
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

  /// The event bindings, sorted by event.
  @inlinable var events: [EventBinding<Action>] {
    _read { yield fields.pointee.events }
    _modify { yield &fields.pointee.events }
  }

  /// The children.
  @inlinable var children: [Node<Action>] {
    _read { yield fields.pointee.children }
    _modify { yield &fields.pointee.children }
  }

  /// The number of attributes.
  @inlinable var attributeCount: Int { fields.pointee.attributeCount }

  /// Calls `body` with the attributes, read in place.
  @inlinable
  func withAttributes<Result>(_ body: (UnsafeBufferPointer<HTMLAttribute>) -> Result) -> Result {
    withUnsafeMutablePointers { fields, tail in
      body(UnsafeBufferPointer(start: tail, count: fields.pointee.attributeCount))
    }
  }

  /// The attributes, copied into an array.
  @inlinable var attributes: [HTMLAttribute] { withAttributes { Array($0) } }

  /// Whether both hold the same attributes.
  @inlinable
  func hasSameAttributes(as other: ElementStorage) -> Bool {
    if self === other { return true }
    return withAttributes { a in other.withAttributes { b in a.elementsEqual(b) } }
  }

  /// A copy, with some fields replaced.
  @inlinable
  func with(
    tag: String? = nil, attributes: [HTMLAttribute]? = nil, key: String?? = nil,
    memo: Memo?? = nil
  ) -> ElementStorage {
    ElementStorage.make(
      tag: tag ?? self.tag, attributes: attributes ?? self.attributes, events: events,
      key: key ?? self.key, memo: memo ?? self.memo, children: children)
  }
}

/// The fields of an ``ElementStorage``, ahead of its attributes.
@usableFromInline
struct ElementFields<Action: Sendable> {
  @usableFromInline var tag: String
  @usableFromInline var key: String?
  @usableFromInline var memo: Memo?
  @usableFromInline var events: [EventBinding<Action>]
  @usableFromInline var children: [Node<Action>]
  @usableFromInline let attributeCount: Int

  @inlinable
  init(
    tag: String, key: String?, memo: Memo?, events: [EventBinding<Action>],
    children: [Node<Action>], attributeCount: Int
  ) {
    self.tag = tag
    self.key = key
    self.memo = memo
    self.events = events
    self.children = children
    self.attributeCount = attributeCount
  }
}
