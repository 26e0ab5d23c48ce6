/// Copies with fields replaced, and the moves that avoid a copy when a
/// storage is held alone.
extension ElementStorage {
  /// A copy, with some fields replaced.
  @inlinable
  func with(
    tag: String? = nil, attributes: [HTMLAttribute]? = nil,
    events: [EventBinding<Action>]? = nil, extras: ElementExtras? = nil,
    children: [Node<Action>]? = nil
  ) -> ElementStorage {
    defer { _fixLifetime(self) }
    let tag = tag.map(ElementTag.init) ?? elementTag
    let extras = extras ?? self.extras
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
            tag: tag, attributes: attributes, events: events, extras: extras,
            children: children)
        }
      }
    }
  }

  /// A storage with these extras holding what this one held, moved rather
  /// than copied; this one is left empty. Only for a storage held alone.
  @inlinable
  func moved(extras: ElementExtras) -> ElementStorage {
    defer { _fixLifetime(self) }
    let counts = fields.pointee.counts
    let tag = elementTag
    let storage = ElementStorage.allocate(
      tag: tag, extras: extras, attributeCount: counts.attributes, eventCount: counts.events,
      childCount: counts.children)
    storage.attributePointer.moveInitialize(from: attributePointer, count: counts.attributes)
    if counts.events > 0 {
      storage.eventPointer.moveInitialize(from: eventPointer, count: counts.events)
    }
    storage.childPointer.moveInitialize(from: childPointer, count: counts.children)
    deinitializeExtras()
    if case .custom = tag {
      extrasPointer.assumingMemoryBound(to: String.self).deinitialize(count: 1)
    }
    // Left with nothing to destroy (a code, so no tag string either).
    fields.pointee.counts = ElementCounts(
      attributes: 0, events: 0, children: 0, tag: KnownTag.div.rawValue, extras: .none)
    return storage
  }

  /// Replaces key and memo in place; only for a storage held alone whose
  /// extras are of the same kind.
  @inlinable
  func replaceExtras(_ extras: ElementExtras) {
    assert(extras.kind == fields.pointee.counts.extras)
    deinitializeExtras()
    initializeExtras(extras)
  }

  /// Destroys the key and memo where they are stored.
  @inlinable
  func deinitializeExtras() {
    switch fields.pointee.counts.extras {
    case .none: break
    case .keyed: keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).deinitialize(count: 1)
    case .lazy: keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).deinitialize(count: 1)
    }
  }
}
