extension Dictionary {
  /// A copy whose storage fits its count: a dictionary keeps the capacity
  /// of its peak however many entries it loses.
  var compacted: Self {
    var copy = Self(minimumCapacity: count)
    for (key, value) in self { copy[key] = value }
    return copy
  }

  /// Whether most of the storage is empty (the table held thousands once).
  var isSparse: Bool { capacity > 1024 && count * 4 < capacity }
}
