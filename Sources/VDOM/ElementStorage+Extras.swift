/// Key and memo: stored after the children, only by the few elements that
/// have one, and read in place.
extension ElementStorage {
  /// The key among keyed siblings.
  @inlinable var key: String? {
    switch fields.pointee.counts.extras {
    case .none: return nil
    case .keyed: return keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee.key
    case .lazy: return keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee.key
    }
  }

  /// Whether both have the same key: without loading either when neither
  /// element stores extras (most do not), else in place.
  @inlinable @inline(__always)
  func hasSameKey(as other: ElementStorage) -> Bool {
    let kind = fields.pointee.counts.extras
    let otherKind = other.fields.pointee.counts.extras
    if kind == .none, otherKind == .none { return true }
    if kind == .keyed, otherKind == .keyed {
      return keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee.key
        == other.keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee.key
    }
    return key == other.key
  }

  /// Whether it has a key, without loading it when there are no extras.
  @inlinable @inline(__always)
  var isKeyed: Bool {
    switch fields.pointee.counts.extras {
    case .none: return false
    case .keyed:
      return keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee.key != nil
    case .lazy: return keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee.key != nil
    }
  }

  /// Whether it has a memo, without loading it when there are no extras.
  @inlinable @inline(__always)
  var hasMemo: Bool {
    switch fields.pointee.counts.extras {
    case .none: return false
    case .keyed:
      return keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee.memo != nil
    case .lazy: return true
    }
  }

  /// Whether the key is `key`, compared in place.
  @inlinable
  func hasKey(_ key: String?) -> Bool {
    switch fields.pointee.counts.extras {
    case .none: return key == nil
    case .keyed: return keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee.key == key
    case .lazy: return keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee.key == key
    }
  }

  /// The memo, if any.
  @inlinable var memo: Memo? {
    switch fields.pointee.counts.extras {
    case .none: return nil
    case .keyed: return keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee.memo
    case .lazy:
      return Memo(box: keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee)
    }
  }

  /// Key and memo as they are stored.
  @inlinable var extras: ElementExtras {
    switch fields.pointee.counts.extras {
    case .none: return .none
    case .keyed:
      let stored = keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self).pointee
      return .keyed(stored.key, stored.memo)
    case .lazy: return .lazy(keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).pointee)
    }
  }

  /// Stores `extras`, of the kind this storage was made with, in the
  /// uninitialised room after the children.
  @inlinable
  func initializeExtras(_ extras: ElementExtras) {
    switch extras {
    case .none: break
    case .keyed(let key, let memo):
      keyMemoPointer.assumingMemoryBound(to: KeyAndMemo.self)
        .initialize(to: KeyAndMemo(key: key, memo: memo))
    case .lazy(let box):
      keyMemoPointer.assumingMemoryBound(to: KeyedMemoBox.self).initialize(to: box)
    }
  }
}
