/// The entries of a ``HandlerIndex``, stored by id.
///
/// Ids come from one allocator that only counts up, and a mounted tree's ids
/// are mostly consecutive, so the entries live in an array indexed by
/// `id - base`: per handler one slot of the handler and a one-byte event
/// code, where a dictionary spent a key, a whole event name and a third of
/// its buckets empty (about 100 bytes per handler). Ids far below the dense
/// range (a row that outlives many replaced ones) move to a dictionary when
/// the array would be more than half holes, so holes never outgrow what is
/// stored.
@usableFromInline
struct HandlerSlots<Action: Sendable>: Sendable {
  /// One slot: the handler and the code of its event, `0` for an empty slot.
  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var handler: StoredHandler<Action>?
    @usableFromInline var event: UInt16

    @inlinable
    init(handler: StoredHandler<Action>?, event: UInt16) {
      self.handler = handler
      self.event = event
    }
  }

  /// The event names met so far; an event's code is its position plus one.
  @usableFromInline var eventNames: [EventName] = []
  /// The id of `slots[0]`.
  @usableFromInline var base = 0
  @usableFromInline var slots: ContiguousArray<Slot> = []
  /// The occupied slots.
  @usableFromInline var occupied = 0
  /// Entries whose ids are below `base`.
  @usableFromInline var sparse: [Int: Slot] = [:]
  /// The spec last stored and the code of its event.
  @usableFromInline var lastSpec: BindingSpec?
  @usableFromInline var lastCode: UInt16 = 0

  @inlinable
  init() {}

  /// The number of entries.
  @inlinable var count: Int { occupied + sparse.count }

  /// Every id held, in no particular order.
  var ids: [Int] {
    var result = Array(sparse.keys)
    result.reserveCapacity(count)
    for position in slots.indices where slots[position].event != 0 {
      result.append(base + position)
    }
    return result
  }

  /// The code of `event`, interned on first use.
  @inlinable
  mutating func code(of event: EventName) -> UInt16 {
    for position in eventNames.indices where eventNames[position] == event {
      return UInt16(truncatingIfNeeded: position + 1)
    }
    precondition(eventNames.count < Int(UInt16.max), "too many distinct event names")
    eventNames.append(event)
    return UInt16(eventNames.count)
  }

  /// The entry with this id.
  @inlinable
  func entry(_ id: Int) -> (event: EventName, handler: EventHandler<Action>)? {
    let slot: Slot
    if id >= base, id - base < slots.count {
      slot = slots[id - base]
    } else if let found = sparse[id] {
      slot = found
    } else {
      return nil
    }
    guard slot.event != 0, let handler = slot.handler else { return nil }
    return (eventNames[Int(slot.event) - 1], handler.handler)
  }

  /// Stores the entry of a binding of `spec` under `id`: the code of the
  /// last spec is reused, as the bindings of a table's rows share theirs.
  @inlinable
  mutating func store(_ id: Int, spec: BindingSpec, handler: StoredHandler<Action>) {
    if spec !== lastSpec {
      lastCode = code(of: spec.event)
      lastSpec = spec
    }
    store(id, code: lastCode, handler: handler)
  }

  /// Stores an entry under `id`, replacing what was there.
  @inlinable
  mutating func store(_ id: Int, event: EventName, handler: EventHandler<Action>) {
    store(id, code: code(of: event), handler: StoredHandler(handler))
  }

  /// Stores an entry of the event with this code under `id`.
  @inlinable
  mutating func store(_ id: Int, code: UInt16, handler: StoredHandler<Action>) {
    let slot = Slot(handler: handler, event: code)
    if slots.isEmpty { base = id }
    if id < base {
      sparse[id] = slot
      return
    }
    if !sparse.isEmpty { sparse.removeValue(forKey: id) }
    let position = id - base
    if position < slots.count {
      if slots[position].event == 0 { occupied += 1 }
      slots[position] = slot
      return
    }
    // Ids are handed out in order: appending is the common case, and the
    // gap (ids bound elsewhere) is short. After a long gap, start afresh.
    let gap = position - slots.count
    if gap > 1024, gap > occupied {
      moveToSparse(upTo: slots.count)
      slots.removeAll()
      base = id
      slots.append(slot)
      occupied += 1
      return
    }
    if gap > 0 {
      slots.append(contentsOf: repeatElement(Slot(handler: nil, event: 0), count: gap))
    }
    slots.append(slot)
    occupied += 1
    compactIfSparse()
  }

  /// Removes the entry with this id, if any.
  @inlinable
  mutating func remove(_ id: Int) {
    if id >= base, id - base < slots.count {
      let position = id - base
      guard slots[position].event != 0 else {
        if !sparse.isEmpty { sparse.removeValue(forKey: id) }
        return
      }
      slots[position] = Slot(handler: nil, event: 0)
      occupied -= 1
      if occupied == 0 {
        slots.removeAll(keepingCapacity: slots.count < 4096)
      } else {
        compactIfSparse()
      }
    } else {
      sparse.removeValue(forKey: id)
    }
  }

  /// Gives back the array's spare capacity when it is more than a
  /// sixteenth of the slots (doubling growth can leave almost as many).
  @usableFromInline
  mutating func trim() {
    guard slots.capacity - slots.count > max(16, slots.count / 16) else { return }
    var trimmed = ContiguousArray<Slot>()
    trimmed.reserveCapacity(slots.count)
    trimmed.append(contentsOf: slots)
    slots = trimmed
  }

  /// When more than two thirds of the slots (and over a few dozen) are
  /// holes, keeps the array from the first occupied slot from which what
  /// follows is at least half full, and moves the entries before it to
  /// `sparse`. Compacting to half full what triggers at a third keeps the
  /// cost amortised: the next compaction waits for as many changes as there
  /// are entries.
  @inlinable
  mutating func compactIfSparse() {
    let holes = slots.count - occupied
    guard holes > 64, holes > 2 * occupied else { return }
    compact()
  }

  @usableFromInline
  mutating func compact() {
    // The smallest cut whose suffix is at least half occupied.
    var cut = slots.count
    var suffix = 0
    var position = slots.count
    while position > 0 {
      position -= 1
      if slots[position].event != 0 { suffix += 1 }
      if suffix * 2 >= slots.count - position { cut = position }
    }
    while cut < slots.count, slots[cut].event == 0 { cut += 1 }
    var end = slots.count
    while end > cut, slots[end - 1].event == 0 { end -= 1 }
    moveToSparse(upTo: cut)
    var kept = ContiguousArray<Slot>()
    kept.reserveCapacity(end - cut)
    kept.append(contentsOf: slots[cut..<end])
    slots = kept
    base += cut
  }

  /// Moves the entries of `slots[..<end]` to `sparse`.
  @usableFromInline
  mutating func moveToSparse(upTo end: Int) {
    for index in 0..<end where slots[index].event != 0 {
      sparse[base + index] = slots[index]
      occupied -= 1
    }
  }
}
