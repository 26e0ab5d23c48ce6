/// The thunk of a lazy list (``lazy(_:each:key:with:fileID:line:column:_:)``):
/// an element whose children are built one per item, each from its item and
/// the second value computed for it.
///
/// One object for the whole list, not one per item: the items are the
/// caller's array (usually the state's own, so holding them costs nothing),
/// and the mounted element keeps this thunk as its memo. The children are
/// plain keyed elements. Comparing two lists reuses, as mounted, the old
/// child of every item that is equal in both lists with an equal second
/// value, and builds only the others (``build(reusing:into:)``).
@usableFromInline
final class ListLazyThunk<
  Action: Sendable, Item: Equatable & Sendable, Second: Equatable & Sendable,
  Key: Hashable & Sendable & CustomStringConvertible
>: LazyThunk<Action>, @unchecked Sendable {
  /// The element that holds the items' children, after its own.
  @usableFromInline let shell: Element<Action>
  @usableFromInline let items: [Item]
  /// The second value of each item, in the same order.
  @usableFromInline let seconds: [Second]
  @usableFromInline let keyOf: @Sendable (Item) -> Key
  @usableFromInline let builder: @Sendable (Item, Second) -> Node<Action>
  @usableFromInline let site: CallSite
  /// This class's work, compiled where `lazy` is called: an override runs
  /// the generic code, which reaches each item through value witnesses
  /// (`trellis-bench vdom --memo`, 1,000 rows: the diff of a select took
  /// 0.38–0.41 ms through the overrides, 0.07–0.08 ms specialised).
  @usableFromInline let specialized: Specialized

  /// See ``specialized``.
  @usableFromInline
  struct Specialized: Sendable {
    @usableFromInline let build: @Sendable (ListLazyThunk) -> Node<Action>
    @usableFromInline let reuse:
      @Sendable (ListLazyThunk, ElementStorage<Action>, UnsafeMutablePointer<Node<Action>>) ->
        [Bool]?
    @usableFromInline let matches: @Sendable (ListLazyThunk, ListLazyThunk) -> Bool

    @inlinable
    init(
      build: @escaping @Sendable (ListLazyThunk) -> Node<Action>,
      reuse:
        @escaping @Sendable (
          ListLazyThunk, ElementStorage<Action>, UnsafeMutablePointer<Node<Action>>
        ) -> [Bool]?,
      matches: @escaping @Sendable (ListLazyThunk, ListLazyThunk) -> Bool
    ) {
      self.build = build
      self.reuse = reuse
      self.matches = matches
    }
  }

  @inlinable
  init(
    shell: Element<Action>, items: [Item], seconds: [Second], site: CallSite,
    key: @escaping @Sendable (Item) -> Key,
    builder: @escaping @Sendable (Item, Second) -> Node<Action>
  ) {
    self.shell = shell
    self.items = items
    self.seconds = seconds
    self.keyOf = key
    self.builder = builder
    self.site = site
    self.specialized = Specialized(
      build: { $0.buildAll() }, reuse: { $0.buildAll(reusing: $1, into: $2) },
      matches: { $0.equals($1) })
    super.init(key: shell.key)
  }

  override var value: any Equatable & Sendable { LazyPair(items, seconds) }

  /// Equal when the same call made both from equal items and second values,
  /// into an equal shell without bindings (a binding's action cannot be
  /// compared, so a shell with one is never reused whole).
  @usableFromInline
  override func matches(_ other: Memo.Box) -> Bool {
    guard type(of: other) == type(of: self) else { return false }
    return specialized.matches(self, unsafeDowncast(other, to: ListLazyThunk.self))
  }

  /// ``matches(_:)`` for a list of this type.
  @inlinable
  func equals(_ other: ListLazyThunk) -> Bool {
    site.matches(other.site) && seconds == other.seconds && items == other.items
      && sameUnmountedNode(.element(shell), .element(other.shell))
  }

  @usableFromInline
  override func build() -> Node<Action> { specialized.build(self) }

  /// ``build()``, specialised.
  @inlinable
  func buildAll() -> Node<Action> {
    let storage = makeContainer()
    let slots = storage.childPointer + shell.storage.childCount
    var allElements = true
    for position in items.indices {
      let node = child(position)
      if case .element = node {} else { allElements = false }
      (slots + position).initialize(to: node)
    }
    return finish(storage, allElements: allElements)
  }

  /// A storage for the element this list makes, its children left to
  /// initialise after the shell's own: they are built straight into it.
  @inlinable
  func makeContainer() -> ElementStorage<Action> {
    let source = shell.storage
    return ElementStorage.make(
      tag: source.elementTag, attributes: source.attributeBuffer,
      events: UnsafeBufferPointer(source.eventBuffer), extras: .lazy(self),
      children: UnsafeBufferPointer(source.childBuffer), room: items.count)
  }

  /// The element of `storage`, its children normalised unless all the
  /// items' are elements (a text a builder returned merges with its
  /// neighbours, as the browser's parser would).
  @inlinable
  func finish(_ storage: ElementStorage<Action>, allElements: Bool) -> Node<Action> {
    var element = shell
    element.storage = storage
    if !allElements { element.setChildren(element.children) }
    return .element(element)
  }

  /// The child of the item at `position`, keyed by the item's key.
  @inlinable
  func child(_ position: Int) -> Node<Action> {
    var node = builder(items[position], seconds[position])
    if case .lazy(let lazy) = node { node = lazy.build() }
    guard case .element(var element) = node else { return node }
    node = .text("")
    element.setExtras(ElementExtras(key: keyOf(items[position]).description, memo: element.memo))
    return .element(element)
  }

  /// Initialises `slot` with the element this list makes when `old` is the
  /// element the same call made for the tree before, and returns which of
  /// its children are `old`'s (the same storage, mounted, handler ids
  /// included); `nil`, with `slot` left as it was, when `old` was not made
  /// by the same call.
  ///
  /// Items are paired as the keyed diff pairs children: the common prefix
  /// and suffix by position, while they stay equal or keep their keys
  /// (selecting, updating, one removal or insertion); then the rest at the
  /// same position when equal (a swap), and by key (moves). An old child
  /// is reused once at most, and only for an equal item with an equal
  /// second value; the others are built.
  @usableFromInline
  override func build(
    reusing old: ElementStorage<Action>, into slot: UnsafeMutablePointer<Node<Action>>
  ) -> [Bool]? {
    specialized.reuse(self, old, slot)
  }

  /// ``build(reusing:into:)``, specialised.
  @inlinable
  func buildAll(
    reusing old: ElementStorage<Action>, into slot: UnsafeMutablePointer<Node<Action>>
  ) -> [Bool]? {
    guard old.fields.pointee.counts.extras == .lazy else { return nil }
    let box = old.keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee
    guard type(of: box) == type(of: self) else { return nil }
    let previous = unsafeDowncast(box, to: ListLazyThunk.self)
    let offset = shell.storage.childCount
    guard site.matches(previous.site), previous.shell.storage.childCount == offset,
      old.childCount == offset + previous.items.count
    else { return nil }
    let storage = makeContainer()
    let (allElements, reused) = items.withUnsafeBufferPointer { newItems in
      previous.items.withUnsafeBufferPointer { oldItems in
        var pairing = ListPairing(
          new: self, old: previous, slots: storage.childPointer + offset,
          oldSlots: UnsafePointer(old.childPointer + offset), offset: offset,
          newItems: newItems, oldItems: oldItems)
        pairing.run()
        return (pairing.allElements, pairing.reused)
      }
    }
    // Straight into the slot: a copy alive while the diff goes on would
    // make it copy the element, and then every child it inserts.
    slot.initialize(to: finish(storage, allElements: allElements))
    let count = offset + items.count
    return allElements ? reused : [Bool](repeating: false, count: count)
  }
}

/// Whether two nodes of shells (never mounted) render and behave alike as
/// far as can be told without comparing actions: texts and raw markup by
/// their bytes, elements by tag, key, attributes and children, and only
/// when neither has a binding.
@usableFromInline
func sameUnmountedNode<Action>(_ a: Node<Action>, _ b: Node<Action>) -> Bool {
  switch (a, b) {
  case (.text(let x), .text(let y)), (.raw(let x), .raw(let y)): return sameBytes(x, y)
  case (.element(let x), .element(let y)):
    let a = x.storage
    let b = y.storage
    if a === b { return true }
    return a.eventCount == 0 && b.eventCount == 0 && a.hasSameTag(as: b) && a.hasSameKey(as: b)
      && a.hasSameAttributes(as: b)
      && a.children.elementsEqual(b.children, by: sameUnmountedNode)
  default: return false
  }
}
