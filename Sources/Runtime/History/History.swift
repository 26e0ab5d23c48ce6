import CustomDump

/// A bounded record of the states a store went through and the actions that
/// produced them, with undo, redo and jumps (time travel).
///
/// History is a plain value: it never runs a reducer or an effect. The store
/// records each processed action with the state it produced, and restoring a
/// past state just hands that state back.
///
/// ```swift
/// var history = History<Counter.State, Counter.Action>(limit: 100, initial: state)
/// history.record(.plusTapped, state)     // after the reducer ran
/// if let past = history.undo() { state = past }
/// print(history.diff(at: history.cursor) ?? "no change")
/// ```
public struct History<State, Action> {
  /// One recorded step: the action (none for the initial state) and the state after it.
  public struct Entry {
    /// The action that produced `state`; `nil` for the state recording started from.
    public var action: Action?
    /// The state after `action`.
    public var state: State

    /// Creates an entry.
    public init(action: Action?, state: State) {
      self.action = action
      self.state = state
    }
  }

  /// The most entries kept; the oldest are dropped beyond it.
  public let limit: Int
  /// The recorded entries, oldest first.
  public private(set) var entries: [Entry] = []
  /// The index of the entry the store currently shows; `-1` while nothing is recorded.
  public private(set) var cursor: Int = -1

  /// An empty history keeping at most `limit` entries (at least one).
  public init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// A history whose first entry is `initial`, the state before any action.
  public init(limit: Int, initial: State) {
    self.init(limit: limit)
    entries = [Entry(action: nil, state: initial)]
    cursor = 0
  }

  /// The entry the store currently shows.
  public var current: Entry? { entries.indices.contains(cursor) ? entries[cursor] : nil }

  /// Whether ``undo()`` would return a state.
  public var canUndo: Bool { cursor > 0 }

  /// Whether ``redo()`` would return a state.
  public var canRedo: Bool { cursor + 1 < entries.count }

  /// Records that `action` produced `state`. Entries after the cursor (the
  /// redo tail left by an undo) are discarded first.
  public mutating func record(_ action: Action, _ state: State) {
    append(Entry(action: action, state: state))
  }

  /// Records a state reached without an action (a restart, a restored URL).
  public mutating func record(state: State) {
    append(Entry(action: nil, state: state))
  }

  /// Steps back one entry and returns its state, or `nil` at the oldest entry.
  public mutating func undo() -> State? {
    jump(to: cursor - 1)
  }

  /// Steps forward one entry and returns its state, or `nil` at the newest entry.
  public mutating func redo() -> State? {
    jump(to: cursor + 1)
  }

  /// Moves the cursor to `index` and returns that entry's state, or `nil`
  /// (cursor unchanged) when there is no such entry.
  public mutating func jump(to index: Int) -> State? {
    guard entries.indices.contains(index) else { return nil }
    cursor = index
    return entries[index].state
  }

  /// A readable diff from the previous entry's state to the state at
  /// `index`; `nil` for the first entry, an index out of range, or no change.
  ///
  /// Small states get CustomDump's diff with its context; states of more
  /// than about 2,000 values get the list of changed paths, at most `limit`
  /// characters, walking only into the parts that differ.
  public func diff(at index: Int, limit: Int = 6_000) -> String? {
    guard index > 0, entries.indices.contains(index) else { return nil }
    let old = entries[index - 1].state
    let new = entries[index].state
    if ValueReflection.isSmall(old), ValueReflection.isSmall(new) {
      return CustomDump.diff(old, new)
    }
    return ValueChanges.describe(from: old, to: new, limit: limit)
  }

  private mutating func append(_ entry: Entry) {
    if cursor + 1 < entries.count {
      entries.removeSubrange((cursor + 1)...)
    }
    entries.append(entry)
    if entries.count > limit {
      entries.removeFirst(entries.count - limit)
    }
    cursor = entries.count - 1
  }
}

extension History: Sendable where State: Sendable, Action: Sendable {}
extension History.Entry: Sendable where State: Sendable, Action: Sendable {}
extension History: Equatable where State: Equatable, Action: Equatable {}
extension History.Entry: Equatable where State: Equatable, Action: Equatable {}
