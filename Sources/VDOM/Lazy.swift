#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A subtree that is built only when needed (Elm's `Html.Lazy`): made by
/// ``lazy(_:key:fileID:line:column:_:)``, it holds a builder and the value the
/// subtree is a function of.
///
/// Mounting and rendering run the builder. The diff runs it only when the
/// element at the same place in the last tree came from the same `lazy` call
/// (same source location) with the same key and an equal value; otherwise it
/// keeps that old subtree as mounted, handler ids included, without building
/// or visiting anything. A mounted tree holds no lazy node: each became the
/// element its builder made, carrying the lazy node as its ``Memo``.
public struct Lazy<Action: Sendable>: Sendable {
  @usableFromInline let thunk: LazyThunk<Action>

  @usableFromInline
  init(_ thunk: LazyThunk<Action>) {
    self.thunk = thunk
  }

  /// The key the built element gets, its identity among keyed siblings.
  public var key: String? { thunk.key }

  /// The value the subtree is a function of, as a memo.
  public var memo: Memo { Memo(box: thunk) }

  /// Runs the builder: the subtree, whose root element (if it is one) gets
  /// this node's key and, as its memo, this node. A lazy node that builds
  /// another is built through.
  @inlinable
  public func build() -> Node<Action> {
    var node = thunk.build()
    while case .lazy(let inner) = node { node = inner.thunk.build() }
    guard case .element(var element) = node else { return node }
    node = .text("")
    element.setExtras(.lazy(thunk))
    return .element(element)
  }
}

/// A lazy node's builder and key; its memo is itself, so that a mounted
/// element remembers what it was built from without another allocation.
@usableFromInline
class LazyThunk<Action: Sendable>: KeyedMemoBox, @unchecked Sendable {
  @usableFromInline
  override init(key: String?) {
    super.init(key: key)
  }

  /// Runs the builder.
  @usableFromInline
  func build() -> Node<Action> { fatalError("abstract") }

  /// Initialises `slot` with what ``Lazy/build()`` would return, keeping
  /// as they are the children of `old` (mounted, made by an earlier call
  /// of the same kind) that stay the same; returns, per child, whether it
  /// is `old`'s. `nil`, with `slot` left as it was, when this kind of node
  /// builds everything anew.
  @usableFromInline
  func build(reusing old: ElementStorage<Action>, into slot: UnsafeMutablePointer<Node<Action>>)
    -> [Bool]?
  { nil }
}

/// Where a `lazy` call is written: two calls match only when they are the
/// same call. Sixteen bytes, since every mounted lazy node keeps one.
@usableFromInline
struct CallSite: Sendable {
  /// The address of the `#fileID` literal's bytes (NUL-terminated).
  @usableFromInline let file: UInt
  /// Line in the high half, column in the low half.
  @usableFromInline let position: UInt64

  @inlinable
  init(fileID: StaticString, line: UInt, column: UInt) {
    file = UInt(bitPattern: fileID.utf8Start)
    position = UInt64(truncatingIfNeeded: line) << 32 | UInt64(truncatingIfNeeded: column)
  }

  @inlinable
  func matches(_ other: CallSite) -> Bool {
    guard position == other.position else { return false }
    // One literal per call, usually one per file once merged by the linker.
    if file == other.file { return true }
    guard let a = UnsafePointer<CChar>(bitPattern: file),
      let b = UnsafePointer<CChar>(bitPattern: other.file)
    else { return false }
    return strcmp(a, b) == 0
  }
}

/// The thunk of one `lazy` call: the value, the builder, the call site.
@usableFromInline
final class TypedLazyThunk<Action: Sendable, Value: Equatable & Sendable>: LazyThunk<Action>,
  @unchecked Sendable
{
  @usableFromInline let stored: Value
  @usableFromInline let builder: @Sendable (Value) -> Node<Action>
  @usableFromInline let site: CallSite

  @inlinable
  init(
    _ value: Value, key: String?, site: CallSite,
    builder: @escaping @Sendable (Value) -> Node<Action>
  ) {
    stored = value
    self.builder = builder
    self.site = site
    super.init(key: key)
  }

  override var value: any Equatable & Sendable { stored }

  @usableFromInline
  override func matches(_ other: Memo.Box) -> Bool {
    // The receiver's own type: naming `TypedLazyThunk<Action, Value>` would
    // look its generic metadata up once per row of every diff.
    guard type(of: other) == type(of: self) else { return false }
    let other = unsafeDowncast(other, to: TypedLazyThunk<Action, Value>.self)
    return site.matches(other.site) && stored == other.stored
  }

  @usableFromInline
  override func build() -> Node<Action> { builder(stored) }
}

/// The thunk of a two-value `lazy` call: the values, one builder taking
/// both, the call site. Holding the values apart, not as a pair with the
/// builder inside, spares each row of a table 16 bytes and a second closure.
@usableFromInline
final class PairLazyThunk<
  Action: Sendable, First: Equatable & Sendable, Second: Equatable & Sendable
>: LazyThunk<Action>, @unchecked Sendable {
  @usableFromInline let first: First
  @usableFromInline let second: Second
  @usableFromInline let builder: @Sendable (First, Second) -> Node<Action>
  @usableFromInline let site: CallSite

  @inlinable
  init(
    _ first: First, _ second: Second, key: String?, site: CallSite,
    builder: @escaping @Sendable (First, Second) -> Node<Action>
  ) {
    self.first = first
    self.second = second
    self.builder = builder
    self.site = site
    super.init(key: key)
  }

  override var value: any Equatable & Sendable { LazyPair(first, second) }

  @usableFromInline
  override func matches(_ other: Memo.Box) -> Bool {
    guard type(of: other) == type(of: self) else { return false }
    let other = unsafeDowncast(other, to: PairLazyThunk<Action, First, Second>.self)
    return site.matches(other.site) && second == other.second && first == other.first
  }

  @usableFromInline
  override func build() -> Node<Action> { builder(first, second) }
}

/// The thunk of a mapped lazy node: built on demand, never reused, since
/// two transforms (closures) cannot be compared.
@usableFromInline
final class MappedLazyThunk<Action: Sendable, Child: Sendable>: LazyThunk<Action>,
  @unchecked Sendable
{
  @usableFromInline let base: LazyThunk<Child>
  @usableFromInline let transform: @Sendable (Child) -> Action

  @usableFromInline
  init(_ base: LazyThunk<Child>, transform: @escaping @Sendable (Child) -> Action) {
    self.base = base
    self.transform = transform
    super.init(key: base.key)
  }

  override var value: any Equatable & Sendable { base.value }

  @usableFromInline
  override func matches(_ other: Memo.Box) -> Bool { false }

  @usableFromInline
  override func build() -> Node<Action> { Lazy(base).build().map(transform) }
}
