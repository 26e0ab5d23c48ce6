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
  final class Box: Sendable {
    @usableFromInline let value: any Equatable & Sendable

    @usableFromInline
    init(_ value: any Equatable & Sendable) {
      self.value = value
    }
  }

  @usableFromInline let box: Box

  /// Wraps `value`; two memos match when their values have the same type and are `==`.
  @inlinable
  public init(_ value: some Equatable & Sendable) {
    box = Box(value)
  }

  /// The wrapped value.
  public var value: any Equatable & Sendable { box.value }

  /// Whether both memos hold values of the same type that are equal.
  @inlinable
  public func matches(_ other: Memo) -> Bool {
    box === other.box || Memo.equal(box.value, other.box.value)
  }

  @usableFromInline
  static func equal<T: Equatable>(_ a: T, _ b: any Equatable & Sendable) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
  }
}
