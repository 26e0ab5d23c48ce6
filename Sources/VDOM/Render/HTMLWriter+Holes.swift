// A patch's row template (`PatchTemplate`) needs of most rows only their
// holes: the statics come from the first row. Rendering each row in full
// only to compare its markup with the first's cost about as much as
// building the rows; comparing the two trees instead, and writing only the
// values, is a fraction of that.

extension HTMLWriter {
  /// Appends the holes alone of the element `node` (its texts, attribute
  /// values and binding values, marked and escaped as ``writeElement(_:)``
  /// writes them, in the same order) when its markup is certainly
  /// `reference`'s with other values in the holes: the same tags, the same
  /// attribute names (boolean where `reference`'s are), the same rendered
  /// bindings, the same children. Returns `false` otherwise, or where the
  /// shape may depend on a value (raw markup, lazy nodes, elements whose
  /// content is not plain children), having written some holes: the caller
  /// drops what was written.
  @inlinable
  mutating func writeHoles<Action>(
    of node: ElementStorage<Action>, shapedLike reference: ElementStorage<Action>
  ) -> Bool {
    guard node.hasSameTag(as: reference) else { return false }
    let tag = node.tagName
    let model = ContentModel(tag)
    guard model == .normal || model == .void, node.hasSameStartTagShape(as: reference) else {
      return false
    }
    writeStartTag(node, tag: tag, holesOnly: true, reference: reference)
    if model == .void { return true }
    let children = UnsafeBufferPointer(node.childBuffer)
    let referenceChildren = UnsafeBufferPointer(reference.childBuffer)
    guard children.count == referenceChildren.count else { return false }
    guard let first = children.baseAddress, let referenceFirst = referenceChildren.baseAddress
    else { return true }
    for index in children.indices {
      prefetchSiblings(of: first, count: children.count, before: index)
      if let child = storage(at: first + index) {
        guard let referenceChild = storage(at: referenceFirst + index) else { return false }
        let same = child._withUnsafeGuaranteedRef { child in
          referenceChild._withUnsafeGuaranteedRef { writeHoles(of: child, shapedLike: $0) }
        }
        guard same else { return false }
      } else if case .text(let text) = first[index], isText(referenceFirst + index) {
        if let offset = borrowedHoleOffset, isSameText(first + index, referenceFirst + index) {
          borrowHole(offset: offset)
        } else {
          writeText(text)
        }
      } else {
        return false
      }
    }
    return true
  }
}

extension ElementStorage {
  /// Whether this element's start tag renders as `other`'s with other
  /// values between the quotes: the same attribute names in the same
  /// order, each without a value where `other`'s is, and the same bindings
  /// rendered (the bindings with an id, of the same event, whose attribute
  /// the renderer merges among the others by name). Tags are not compared.
  @inlinable
  func hasSameStartTagShape(as other: ElementStorage) -> Bool {
    defer {
      _fixLifetime(self)
      _fixLifetime(other)
    }
    let counts = fields.pointee.counts
    let otherCounts = other.fields.pointee.counts
    guard counts.attributes == otherCounts.attributes, counts.events == otherCounts.events else {
      return false
    }
    let attributes = attributePointer
    let otherAttributes = other.attributePointer
    for index in 0..<counts.attributes {
      guard attributes[index].storedName == otherAttributes[index].storedName,
        (attributes[index].value == nil) == (otherAttributes[index].value == nil)
      else { return false }
    }
    let events = eventPointer
    let otherEvents = other.eventPointer
    for index in 0..<counts.events {
      let hasID = events[index].rawID != .min
      guard hasID == (otherEvents[index].rawID != .min) else { return false }
      guard !hasID || events[index].hasSameEvent(as: otherEvents[index]) else { return false }
    }
    return true
  }
}
