/// What an ``Element`` holds, in one heap object per element.
///
/// A node of the tree is then one reference: copying it out of a child list
/// (which Swift does whenever it passes a node on) costs one retain instead
/// of one per array and string the element holds, and child lists are a
/// third of the size, so a walk touches fewer cache lines.
///
/// What a diff never changes is `let`: the renderer and the differ read it in
/// place, without retaining it. Events and children get their handler ids as
/// a tree is mounted, so they are `var`, written only through an element that
/// holds the sole reference (copy on write). `@exclusivity(unchecked)`: that
/// uniqueness check is what keeps accesses from overlapping, so the dynamic
/// check on every access would only cost time.
///
/// Unchecked `Sendable` for the same reason: a storage shared between
/// threads is never written to.
@usableFromInline
final class ElementStorage<Action: Sendable>: @unchecked Sendable {
  @usableFromInline let tag: String
  @usableFromInline let attributes: [HTMLAttribute]
  /// Set in place only on the root a lazy node builds (which it alone holds).
  @usableFromInline @exclusivity(unchecked) var key: String?
  @usableFromInline @exclusivity(unchecked) var memo: Memo?
  @usableFromInline @exclusivity(unchecked) var events: [EventBinding<Action>]
  @usableFromInline @exclusivity(unchecked) var children: [Node<Action>]

  @inlinable
  init(
    tag: String, attributes: [HTMLAttribute], events: [EventBinding<Action>], key: String?,
    memo: Memo?, children: [Node<Action>]
  ) {
    self.tag = tag
    self.attributes = attributes
    self.events = events
    self.key = key
    self.memo = memo
    self.children = children
  }

  /// A copy, with some fields replaced.
  @inlinable
  func with(
    tag: String? = nil, attributes: [HTMLAttribute]? = nil, key: String?? = nil,
    memo: Memo?? = nil
  ) -> ElementStorage {
    ElementStorage(
      tag: tag ?? self.tag, attributes: attributes ?? self.attributes, events: events,
      key: key ?? self.key, memo: memo ?? self.memo, children: children)
  }
}
