/// The state of one diff: the id allocator, the patches so far and the path
/// of the node being compared. The new tree is mounted in place as it goes.
///
/// Its methods are `@inlinable` so that callers specialise them for their
/// action type: unspecialised generic code copies every node through value
/// witnesses and is an order of magnitude slower.
@usableFromInline
struct Differ<Action: Sendable> {
  @usableFromInline var ids: HandlerIDs
  @usableFromInline var patches: [Patch<Action>] = []
  @usableFromInline var path: [Int] = []
  /// New subtrees made redundant by an equal memo, released with the result
  /// rather than during the diff (after the caller has sent the patches).
  @usableFromInline var discarded: [Node<Action>] = []
  /// The handler index kept in step with the new tree, if the caller keeps one.
  @usableFromInline var index: HandlerIndex<Action>?

  @inlinable
  init(ids: HandlerIDs, index: HandlerIndex<Action>?) {
    self.ids = ids
    self.index = index
  }

  /// Compares `old` with `new`, mounting `new` and recording patches.
  @inlinable
  mutating func node(_ old: Node<Action>, _ new: inout Node<Action>) {
    // No payload bound here: a copy of `new` would keep its storage shared
    // until the end of the scope, and every write below would copy it.
    if case .lazy = new, reuseOrBuild(old, &new) { return }
    switch old {
    case .text(let oldText):
      if case .text(let newText) = new {
        if !sameBytes(oldText, newText) { patches.append(textPatch(oldText, newText)) }
        return
      }
    case .element(let oldElement):
      if lineUp(old, new) {
        // The subtree is a function of the memo: the old one, as mounted,
        // is the new one, handler ids included. One rule for every caller.
        let reused = withUnsafePointer(to: old) { oldNode in
          withUnsafeMutablePointer(to: &new) { reuseMemoised(oldNode, $0) }
        }
        if reused { return }
        // Take the element out of `new` without copying it, so that its
        // storage stays uniquely owned and is updated in place.
        var taken = Node<Action>.text("")
        swap(&taken, &new)
        guard case .element(var newElement) = consume taken else { return }
        element(oldElement, &newElement)
        new = .element(newElement)
        return
      }
    case .raw(let oldHTML):
      if case .raw(let newHTML) = new, oldHTML == newHTML { return }
    case .lazy(let lazy):
      // Only an unmounted old tree has one: compare with what it builds.
      return node(lazy.build(), &new)
    }
    index?.remove(old)
    mountInPlace(&new, ids: &ids, index: &index)
    patches.append(.replace(path: path, node: new))
  }

  /// Replaces the lazy node `new` with `old` when `old` is what it would
  /// build (same call, same key, equal value) and returns `true`; otherwise
  /// builds it and returns `false`.
  @inlinable
  func reuseOrBuild(_ old: Node<Action>, _ new: inout Node<Action>) -> Bool {
    guard case .lazy(let lazy) = new else { return false }
    if case .element(let oldElement) = old, let memo = oldElement.memo,
      oldElement.key == lazy.key, memo.box.matches(lazy.thunk)
    {
      new = old
      return true
    }
    new = lazy.build()
    return false
  }

  /// Compares two elements of the same tag and key.
  @inlinable
  mutating func element(_ old: Element<Action>, _ new: inout Element<Action>) {
    // In place, in a storage `new` alone holds (copied first only if shared).
    new.makeUnique()
    let oldStorage = old.storage
    let newStorage = new.storage
    if !oldStorage.hasSameAttributes(as: newStorage) {
      attributes(oldStorage.attributeBuffer, newStorage.attributeBuffer, tag: newStorage.tag)
    }
    if oldStorage.eventCount > 0 || newStorage.eventCount > 0 {
      events(UnsafeBufferPointer(oldStorage.eventBuffer), newStorage.eventBuffer)
    }
    if oldStorage.childCount > 0 || newStorage.childCount > 0 {
      // An island's children are the client's: keep the mounted ones, unvisited.
      if newStorage.memo?.isIsland == true {
        new.storage = newStorage.with(children: oldStorage.children)
      } else {
        children(UnsafeBufferPointer(oldStorage.childBuffer), newStorage.childBuffer)
      }
    }
    withExtendedLifetime(oldStorage) {}
    withExtendedLifetime(newStorage) {}
  }

  /// Walks two name-sorted attribute lists together. Values go through the
  /// renderer's safety rules, so a patch never sends what a first render
  /// would refuse or neutralise.
  @inlinable
  mutating func attributes(
    _ old: UnsafeBufferPointer<HTMLAttribute>, _ new: UnsafeBufferPointer<HTMLAttribute>,
    tag: String
  ) {
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if j == new.count
        || (i < old.count && old[i].storedName.sorts(before: new[j].storedName))
      {
        remove(old[i], tag: tag)
        i += 1
      } else if i == old.count || new[j].storedName.sorts(before: old[i].storedName) {
        set(new[j], tag: tag)
        j += 1
      } else {
        if old[i].value != new[j].value { set(new[j], tag: tag) }
        i += 1
        j += 1
      }
    }
  }

  @inlinable
  mutating func set(_ attribute: HTMLAttribute, tag: String) {
    if let safe = safeAttribute(attribute, tag: tag) {
      patches.append(.setAttribute(path: path, attribute: safe))
    } else {
      remove(attribute, tag: tag)
    }
  }

  @inlinable
  mutating func remove(_ attribute: HTMLAttribute, tag: String) {
    // A refused name was never rendered, so there is nothing to remove.
    guard safeAttribute(attribute, tag: tag) != nil else { return }
    patches.append(.removeAttribute(path: path, name: attribute.name))
  }

  /// Walks two event-sorted binding lists together, carrying old ids over.
  @inlinable
  mutating func events(
    _ old: UnsafeBufferPointer<EventBinding<Action>>,
    _ new: UnsafeMutableBufferPointer<EventBinding<Action>>
  ) {
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      // Same event first: usually the same shared spec, one comparison.
      let same = i < old.count && j < new.count && old[i].hasSameEvent(as: new[j])
      if !same, j == new.count || (i < old.count && old[i].event < new[j].event) {
        patches.append(.removeHandler(path: path, event: old[i].event))
        index?.forget(old[i].id)
        i += 1
      } else if !same {
        new[j].assignID(ids.allocate())
        index?.record(new[j])
        patches.append(.setHandler(path: path, binding: new[j]))
        j += 1
      } else {
        new[j].assignID(old[i].id ?? ids.allocate())
        index?.record(new[j])
        if old[i].id == nil || !old[i].hasSameOptions(as: new[j]) {
          patches.append(.setHandler(path: path, binding: new[j]))
        }
        i += 1
        j += 1
      }
    }
  }
}

/// `attribute` as a patch may send it on a `tag` element (the renderer's
/// rules), or `nil` when it is never sent.
@usableFromInline
func safeAttribute(_ attribute: HTMLAttribute, tag: String) -> HTMLAttribute? {
  attribute.sanitized(forTag: tag)
}
