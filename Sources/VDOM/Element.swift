/// An HTML element: tag, attributes, event bindings, optional key, children.
///
/// Attributes are kept sorted by name with no duplicates, and children are
/// normalised (no empty text, no two adjacent text nodes) so that the tree
/// has exactly the shape a browser's parser builds from its rendering.
///
/// Unchecked `Sendable`: its storage is written only while uniquely held
/// (copy on write), so a storage shared between threads is never written.
public struct Element<Action: Sendable>: @unchecked Sendable {
  /// Everything the element holds, shared between copies until one of them
  /// changes (copy on write).
  @usableFromInline var storage: ElementStorage<Action>

  /// The tag name, lowercase (`"div"`, `"input"`).
  public var tag: String {
    @inlinable get { storage.tag }
    set { storage = storage.with(tag: newValue) }
  }
  /// Attributes sorted by name, unique by name.
  public private(set) var attributes: [HTMLAttribute] {
    @inlinable get { storage.attributes }
    set { storage = storage.with(attributes: newValue) }
  }
  /// Event bindings, sorted by event name, unique by event name (a copy:
  /// code of this module reads them in place).
  public internal(set) var events: [EventBinding<Action>] {
    @inlinable get { storage.events }
    set { storage = storage.with(events: newValue) }
  }
  /// The identity of this element among its keyed siblings.
  public var key: String? {
    @inlinable get { storage.key }
    set { setExtras(ElementExtras(key: newValue, memo: memo)) }
  }
  /// Child nodes, normalised (a copy: code of this module reads them in place).
  public internal(set) var children: [Node<Action>] {
    @inlinable get { storage.children }
    set { storage = storage.with(children: newValue) }
  }
  /// The number of child nodes.
  public var childCount: Int {
    @inlinable get { storage.childCount }
  }
  /// The child at `index`, which must be below ``childCount``.
  @inlinable
  public func child(at index: Int) -> Node<Action> {
    precondition(index >= 0 && index < storage.childCount, "child index out of range")
    return storage.withChildren { $0[index] }
  }
  /// The value the whole subtree is a function of, if memoised (see
  /// ``Attribute/memo(_:)``); not rendered, and ignored by `==`.
  public var memo: Memo? {
    @inlinable get { storage.memo }
    set { setExtras(ElementExtras(key: key, memo: newValue)) }
  }

  /// Creates an element; attributes and children are normalised.
  ///
  /// Inlinable so that the storage is allocated with the caller's
  /// specialised type metadata, not with a generic metadata lookup.
  @inlinable
  public init(
    tag: String,
    attributes: [HTMLAttribute] = [],
    events: [EventBinding<Action>] = [],
    key: String? = nil,
    memo: Memo? = nil,
    children: [Node<Action>] = []
  ) {
    storage = ElementStorage.make(
      tag: tag, attributes: HTMLAttribute.normalized(attributes),
      events: EventBinding.normalized(events), key: key, memo: memo,
      children: Element.normalized(children))
  }

  /// Gives this element a storage of its own before a write, when another
  /// element shares the current one.
  @inlinable
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.with() }
  }

  /// Replaces key and memo: in place when the storage is this element's
  /// alone and has room for them, else in a new storage (the tail moved
  /// into it when this element held the old one alone).
  @inlinable
  mutating func setExtras(_ extras: ElementExtras) {
    if isKnownUniquelyReferenced(&storage) {
      if storage.fields.pointee.counts.extras == extras.kind {
        storage.replaceExtras(extras)
      } else {
        storage = storage.moved(extras: extras)
      }
    } else {
      storage = storage.with(extras: extras)
    }
  }

  /// Replaces the children, normalising them.
  public mutating func setChildren(_ children: [Node<Action>]) {
    self.children = Element.normalized(children)
  }

  /// Replaces the attributes, normalising them.
  public mutating func setAttributes(_ attributes: [HTMLAttribute]) {
    self.attributes = HTMLAttribute.normalized(attributes)
  }

  /// Replaces the event bindings, normalising them.
  public mutating func setEvents(_ events: [EventBinding<Action>]) {
    self.events = EventBinding.normalized(events)
  }

  /// The value of the attribute `name`, if present.
  public func attribute(_ name: String) -> HTMLAttribute? {
    storage.withAttributes { attributes in attributes.first { $0.name == name } }
  }

  /// Drops empty text and merges adjacent text nodes: the browser's parser
  /// would do the same, and patches address nodes by position.
  ///
  /// Inlinable: every element of every view passes through here, and
  /// unspecialised generic code would copy each child through value witnesses.
  @inlinable
  static func normalized(_ children: consuming [Node<Action>]) -> [Node<Action>] {
    let needsWork = children.withUnsafeBufferPointer { children in
      var previousWasText = false
      for index in children.indices {
        guard case .text(let text) = children[index] else {
          previousWasText = false
          continue
        }
        if text.isEmpty || previousWasText { return true }
        previousWasText = true
      }
      return false
    }
    guard needsWork else { return children }
    var result: [Node<Action>] = []
    result.reserveCapacity(children.count)
    for child in children {
      guard case .text(let text) = child else {
        result.append(child)
        continue
      }
      if text.isEmpty { continue }
      if case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + text)
      } else {
        result.append(child)
      }
    }
    return result
  }
}

extension Element: Equatable where Action: Equatable {
  /// Whether both elements render and behave the same; memos are ignored, as
  /// they only let the diff skip work and a patched tree keeps its old memos.
  public static func == (lhs: Element, rhs: Element) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.storage.hasSameTag(as: rhs.storage) && lhs.storage.hasKey(rhs.key)
      && lhs.storage.hasSameAttributes(as: rhs.storage)
      && lhs.storage.withEvents { a in rhs.storage.withEvents { b in a.elementsEqual(b) } }
      && lhs.storage.withChildren { a in rhs.storage.withChildren { b in a.elementsEqual(b) } }
  }
}
