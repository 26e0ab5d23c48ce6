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
  @usableFromInline var steps = DiffPath()
  /// New subtrees made redundant by an equal memo, and lazy nodes by the
  /// equal old element, released with the result rather than during the
  /// diff (after the caller has sent the patches).
  @usableFromInline var discarded: [Node<Action>] = []
  /// The handler index kept in step with the new tree, if the caller keeps one.
  @usableFromInline var index: HandlerIndex<Action>?
  /// For the children of the element compared next, whether each is the
  /// old tree's own (a lazy list's reused child): set just before that
  /// comparison, taken by the first ``compareKept(_:_:source:)`` below it.
  @usableFromInline var reusedChildren: [Bool]?
  /// False while the old side is what an unmounted lazy node of the old
  /// tree built: its children have no ids, so none may be kept unvisited.
  @usableFromInline var oldIsMounted = true

  /// The path of the node being compared, as patches store it.
  @inlinable var path: [Int] {
    mutating get { steps.indices }
  }

  @inlinable
  init(ids: HandlerIDs, index: HandlerIndex<Action>?) {
    self.ids = ids
    self.index = index
  }

  /// Compares `old` with `new`, mounting `new` and recording patches.
  @inlinable
  mutating func node(_ old: Node<Action>, _ new: inout Node<Action>) {
    withUnsafePointer(to: old) { old in
      withUnsafeMutablePointer(to: &new) { node(at: old, $0) }
    }
  }

  /// Compares the node at `old` with the one at `new`, mounting the new
  /// one in place and recording patches.
  ///
  /// Read through pointers, and elements through their storage without
  /// retaining it: the walk over a large unchanged tree is then loads and
  /// compares, not a copy (an atomic retain and release) of every node.
  @inlinable
  mutating func node(at old: UnsafePointer<Node<Action>>, _ new: UnsafeMutablePointer<Node<Action>>)
  {
    if let oldStorage = storage(at: old) {
      if let newStorage = storage(at: UnsafePointer(new)) {
        // One storage in both trees (an element built once and shared): a
        // shared storage is never written to, so nothing in it changed, and
        // with no binding or lazy node under it there is nothing to mount.
        if oldStorage.toOpaque() == newStorage.toOpaque(),
          !oldStorage._withUnsafeGuaranteedRef(\.needsMounting)
        {
          return
        }
        let pairing = oldStorage._withUnsafeGuaranteedRef { a in
          newStorage._withUnsafeGuaranteedRef { a.pairing(with: $0) }
        }
        switch pairing {
        case .same:
          // Take the element out of `new` without copying it, so that its
          // storage stays uniquely owned and is updated in place.
          guard case .element(var newElement) = new.move() else { preconditionFailure() }
          oldStorage._withUnsafeGuaranteedRef { element($0, &newElement) }
          new.initialize(to: .element(newElement))
          return
        case .memoised:
          // The subtree is a function of the memo: the old one, as mounted,
          // is the new one, handler ids included. The new subtree is
          // released with the result, after the patches are sent.
          discarded.append(new.move())
          new.initialize(to: old.pointee)
          return
        case .apart: break
        }
      } else if let thunk = thunk(at: UnsafePointer(new)) {
        let reused = oldStorage._withUnsafeGuaranteedRef { a in
          thunk._withUnsafeGuaranteedRef { a.isBuilt(by: $0) }
        }
        if reused {
          // The lazy node, like a memoised subtree, goes with the result.
          discarded.append(new.move())
          new.initialize(to: old.pointee)
          return
        }
        // Built straight into `new`'s memory: a copy left alive across the
        // call below (as an assignment compiled) shares the built storage,
        // and `element` then copies the whole rebuilt subtree.
        guard case .lazy(let lazy) = new.move() else { preconditionFailure() }
        if oldIsMounted,
          let reused = oldStorage._withUnsafeGuaranteedRef({
            lazy.thunk.build(reusing: $0, into: new)
          })
        {
          // A lazy list: the children it kept are the old ones, mounted.
          reusedChildren = reused
          node(at: old, new)
          reusedChildren = nil
          return
        }
        new.initialize(to: lazy.build())
        return node(at: old, new)
      }
    } else if isSameText(old, UnsafePointer(new)) {
      return
    }
    other(old.pointee, &new.pointee)
  }

  /// ``node(at:_:)`` for all but two elements or two equal texts.
  @inlinable
  mutating func other(_ old: Node<Action>, _ new: inout Node<Action>) {
    if case .lazy = new {
      // Not an element built by it at the same place (checked above).
      new = new.built
    }
    switch old {
    case .text(let oldText):
      if case .text(let newText) = new {
        if !sameBytes(oldText, newText) { patches.append(textPatch(oldText, newText)) }
        return
      }
    case .element:
      // Another kind of node, or an element apart (another tag or key).
      break
    case .raw(let oldHTML):
      if case .raw(let newHTML) = new, oldHTML == newHTML { return }
    case .lazy(let lazy):
      // Only an unmounted old tree has one: compare with what it builds.
      let mounted = oldIsMounted
      oldIsMounted = false
      node(lazy.build(), &new)
      oldIsMounted = mounted
      return
    }
    index?.remove(old)
    mountInPlace(&new, ids: &ids, index: &index)
    patches.append(.replace(path: path, node: new))
  }

  /// Compares two elements of the same tag and key.
  @inlinable
  mutating func element(_ old: ElementStorage<Action>, _ new: inout Element<Action>) {
    // In place, in a storage `new` alone holds (copied first only if shared).
    new.makeUnique()
    let island = Unmanaged.passUnretained(new.storage)._withUnsafeGuaranteedRef { new in
      if !old.hasSameAttributes(as: new) {
        attributes(old.attributeBuffer, new.attributeBuffer, tag: new.tag)
      }
      if old.eventCount > 0 || new.eventCount > 0 {
        events(UnsafeBufferPointer(old.eventBuffer), new.eventBuffer)
      }
      guard old.childCount > 0 || new.childCount > 0 else { return false }
      // An island's children are the client's: keep the mounted ones, unvisited.
      if new.isIsland { return true }
      children(UnsafeBufferPointer(old.childBuffer), new.childBuffer)
      return false
    }
    if island { new.storage = new.storage.with(children: old.children) }
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
