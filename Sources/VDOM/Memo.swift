/// The value a memoised element's whole subtree is a function of (Elm's
/// `Html.Lazy`, React's `memo`): when an element keeps its tag, key and an
/// equal memo between two views, the diff reuses the old subtree unvisited.
///
/// Build it with ``Attribute/memo(_:)``. A memo is never rendered nor sent,
/// and `==` on nodes ignores it: two trees are equal when they render and
/// behave the same.
public struct Memo: Sendable {
  /// One reference, so an element without a memo pays one null pointer.
  @usableFromInline
  class Box: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// The wrapped value.
    var value: any Equatable & Sendable { fatalError("abstract") }

    /// Whether `other` wraps a value of the same type that is equal.
    @usableFromInline
    func matches(_ other: Box) -> Bool { fatalError("abstract") }
  }

  /// The box of a `Value`; immutable, hence sendable.
  @usableFromInline
  final class TypedBox<Value: Equatable & Sendable>: Box, @unchecked Sendable {
    @usableFromInline let stored: Value

    init(_ value: Value) {
      stored = value
    }

    override var value: any Equatable & Sendable { stored }

    @usableFromInline
    override func matches(_ other: Box) -> Bool {
      // A metadata comparison, then an unchecked cast: a dynamic cast of an
      // existential per row would cost more than the walk it saves.
      guard type(of: other) == type(of: self) else { return false }
      return stored == unsafeDowncast(other, to: TypedBox<Value>.self).stored
    }
  }

  @usableFromInline let box: Box

  /// Wraps `value`; two memos match when their values have the same type and are `==`.
  public init<Value: Equatable & Sendable>(_ value: Value) {
    box = TypedBox(value)
  }

  /// A memo of an existing box (a lazy node's thunk is its own memo).
  @inlinable
  init(box: Box) {
    self.box = box
  }

  /// The wrapped value.
  public var value: any Equatable & Sendable { box.value }

  /// Whether both memos hold values of the same type that are equal.
  @inlinable
  public func matches(_ other: Memo) -> Bool {
    box === other.box || box.matches(other.box)
  }
}
