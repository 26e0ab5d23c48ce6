/// One argument of an element function: an HTML attribute, an event binding
/// or the element's key.
///
/// Build it with the static helpers, such as `.class("row")`, `.href(url)`,
/// `.disabled(isBusy)`, `.key(row.id)` or `.onClick(.saveTapped)`.
///
/// ```swift
/// button(.class("primary"), .disabled(state.isSaving), .onClick(.saveTapped)) { "Save" }
/// ```
public struct Attribute<Action: Sendable>: Sendable {
  @usableFromInline
  enum Content: Sendable {
    case html(HTMLAttribute)
    case event(EventBinding<Action>)
    case key(String)
    case memo(Memo)
    case nothing
  }

  @usableFromInline let content: Content

  @usableFromInline
  init(_ content: Content) {
    self.content = content
  }

  /// Any attribute by name: the escape hatch for attributes without a typed
  /// helper. A `nil` value renders the name alone (a boolean attribute).
  ///
  /// Names that are not valid HTML, inline event handlers (`on…`) and the
  /// reserved `data-t-` prefix are never rendered.
  @inlinable
  public static func attribute(_ name: String, _ value: String?) -> Attribute {
    Attribute(.html(HTMLAttribute(name, value)))
  }

  /// An attribute of a known name, stored without looking the name up.
  @inlinable
  static func known(_ name: KnownAttribute, _ value: String?) -> Attribute {
    Attribute(.html(HTMLAttribute(known: name, value)))
  }

  /// A boolean attribute of a known name, present when `isOn`.
  @inlinable
  static func knownBoolean(_ name: KnownAttribute, _ isOn: Bool = true) -> Attribute {
    isOn ? known(name, nil) : .none
  }

  /// A boolean attribute, present when `isOn`.
  @inlinable
  public static func boolean(_ name: String, _ isOn: Bool = true) -> Attribute {
    isOn ? Attribute(.html(HTMLAttribute(name, nil))) : .none
  }

  /// No attribute at all: handy in conditionals (`isOn ? .class("on") : .none`).
  @inlinable
  public static var none: Attribute { Attribute(.nothing) }

  /// The element's identity among its siblings, so the diff moves it rather
  /// than rebuilding it. Keys are not rendered.
  @inlinable
  public static func key(_ key: String) -> Attribute { Attribute(.key(key)) }

  /// The element's identity among its siblings, from an integer.
  @inlinable
  public static func key(_ key: Int) -> Attribute { Attribute(.key(String(key))) }

  /// Memoises the element: declares that its whole subtree (attributes,
  /// events, children) depends only on `value`. When the next view has an
  /// element with the same tag, key and an equal memo, the diff keeps the old
  /// subtree as mounted (same handler ids) without visiting it: no patches.
  ///
  /// Not rendered, not sent, ignored by `==` on nodes; `map` drops it.
  /// A memo that leaves out something the subtree shows leaves the page stale.
  ///
  /// ```swift
  /// tr(.key(row.id), .memo(row)) { td { row.label } }
  /// ```
  public static func memo(_ value: some Equatable & Sendable) -> Attribute {
    Attribute(.memo(Memo(value)))
  }

  /// A binding of any DOM event to a handler; prefer the `on…` helpers.
  @inlinable
  public static func on(
    _ event: EventName, options: EventOptions = .none, _ handler: EventHandler<Action>
  ) -> Attribute {
    Attribute(.event(EventBinding(event: event, options: options, handler: handler)))
  }
}

extension Element {
  /// Creates an element from the arguments of an element function.
  ///
  /// Attributes and bindings are written straight into the element's
  /// storage, counted first: no array of them is made only to be copied.
  @inlinable
  init(tag: String, dsl arguments: [Attribute<Action>], children: [Node<Action>]) {
    self.init(tag: ElementTag(tag), dsl: arguments, children: children)
  }

  /// Creates an element from the arguments of an element function, its
  /// children as the function's block built them.
  @inlinable
  init(tag: String, dsl arguments: [Attribute<Action>], children: NodeBuilder<Action>.Component) {
    self.init(tag: ElementTag(tag), dsl: arguments, children: children)
  }

  /// ``init(tag:dsl:children:)`` with the children as a block built them: a
  /// lone child is written into the storage as it is, without an array.
  @inlinable
  init(
    tag: ElementTag, dsl arguments: [Attribute<Action>],
    children: consuming NodeBuilder<Action>.Component
  ) {
    switch children.nodes {
    case .none:
      self.init(tag: tag, dsl: arguments, childCount: 0) { _ in }
    case .one(let child):
      // The only normalisation a lone child can need: empty text is no child.
      if case .text(let text) = child, text.isEmpty {
        self.init(tag: tag, dsl: arguments, childCount: 0) { _ in }
      } else {
        self.init(tag: tag, dsl: arguments, childCount: 1) { $0.initialize(to: child) }
      }
    case .many:
      // Taken out, so the array is this call's alone and its nodes move.
      self.init(tag: tag, dsl: arguments, children: children.takeNodes())
    }
  }

  /// Creates an element of a tag given as stored (an element function's
  /// tag is known, so no name is looked up).
  @inlinable
  init(tag: ElementTag, dsl arguments: [Attribute<Action>], children: consuming [Node<Action>]) {
    var children = Element.normalized(consume children)
    self.init(tag: tag, dsl: arguments, childCount: children.count) { target in
      // Moved, not copied: the builder's array is usually this element's
      // alone, and a copy would retain each child only for the array to
      // release it. What is left behind is empty text, freed for nothing.
      children.withUnsafeMutableBufferPointer { source in
        target.moveInitialize(from: source.baseAddress!, count: source.count)
        source.baseAddress!.initialize(repeating: .text(""), count: source.count)
      }
    }
  }

  /// Creates an element whose `childCount` children `initializeChildren`
  /// writes into the storage (called only when there are some).
  @inlinable
  init(
    tag: ElementTag, dsl arguments: [Attribute<Action>], childCount: Int,
    initializeChildren: (UnsafeMutablePointer<Node<Action>>) -> Void
  ) {
    var attributeCount = 0
    var eventCount = 0
    var key: String?
    var memo: Memo?
    for argument in arguments {
      switch argument.content {
      case .html: attributeCount += 1
      case .event: eventCount += 1
      case .key(let value): key = value
      case .memo(let value): memo = value
      case .nothing: break
      }
    }
    let storage = ElementStorage<Action>.allocate(
      tag: tag, extras: ElementExtras(key: key, memo: memo), attributeCount: attributeCount,
      eventCount: eventCount, childCount: childCount)
    var attribute = storage.attributePointer
    var event = storage.eventPointer
    for argument in arguments {
      switch argument.content {
      case .html(let value):
        attribute.initialize(to: value)
        attribute += 1
      case .event(let binding):
        event.initialize(to: binding)
        event += 1
      case .key, .memo, .nothing: break
      }
    }
    if childCount > 0 { initializeChildren(storage.childPointer) }
    self.storage = storage
    normalizeInPlace()
  }

  /// Sorts the attributes and bindings in place (stable, by name); when a
  /// name repeats, makes a storage of the normalised lists instead.
  @inlinable
  mutating func normalizeInPlace() {
    let repeated = Self.sortStably(
      UnsafeMutableBufferPointer(mutating: storage.attributeBuffer),
      by: { $0.storedName.sorts(before: $1.storedName) },
      same: { $0.storedName == $1.storedName })
    let repeatedEvent = Self.sortStably(
      storage.eventBuffer, by: { $0.event < $1.event }, same: { $0.event == $1.event })
    guard repeated || repeatedEvent else { return }
    // Sorted stably, so declaration order among equal names is kept: the
    // normalisations below resolve repeats as they would on the original.
    storage = storage.with(
      attributes: repeated ? HTMLAttribute.normalized(storage.attributes) : nil,
      events: repeatedEvent ? EventBinding.normalized(storage.events) : nil)
  }

  /// Insertion-sorts `items` in place (stable: the lists are a few items
  /// long); returns whether two of them are `same`.
  @inlinable
  static func sortStably<Item>(
    _ items: UnsafeMutableBufferPointer<Item>, by precedes: (Item, Item) -> Bool,
    same: (Item, Item) -> Bool
  ) -> Bool {
    var repeated = false
    guard items.count > 1 else { return false }
    for index in 1..<items.count {
      var position = index
      while position > 0, precedes(items[position], items[position - 1]) {
        items.swapAt(position, position - 1)
        position -= 1
      }
      if position > 0, same(items[position], items[position - 1]) { repeated = true }
    }
    return repeated
  }
}
