/// The memo that marks an island: an element the diff never descends into.
/// Its `==` is always `false`, so the memo never lets the diff reuse the
/// element whole: its own attributes and bindings are still compared.
@usableFromInline
struct IslandMarker: Equatable, Sendable {
  @usableFromInline init() {}
  @usableFromInline static func == (lhs: IslandMarker, rhs: IslandMarker) -> Bool { false }
}

extension Memo {
  /// Whether this memo marks an island (see ``Attribute/island``).
  @inlinable
  var isIsland: Bool { type(of: box) == TypedBox<IslandMarker>.self }
}

extension Attribute {
  /// Makes the element an island: its children are rendered once, when it
  /// is mounted, and the diff never descends into them again, so client
  /// code may own that DOM (a chart, a map, an editor). The element's own
  /// attributes and bindings are still patched. Replaces a memo on the same
  /// element; `map` keeps it.
  @inlinable
  public static var island: Attribute { Attribute(.memo(Memo(IslandMarker()))) }

  /// Sends the action made from the value a client hook sends with
  /// `api.send(value)` (`Public/trellis/hooks.js`); `nil` sends nothing.
  @inlinable
  public static func onHook(_ makeAction: @escaping @Sendable (String) -> Action?) -> Attribute {
    .on(.hook, .payload { $0.value.flatMap(makeAction) })
  }
}

/// An island run by the client hook registered as `name`
/// (`Trellis.hook(name, { mounted, updated, destroyed })`): a `div` with
/// `data-hook="name"` and `data-hook-value="value"`. A change of `value`
/// is patched onto the element and reaches the hook's `updated(el, value)`;
/// `content` is rendered once and never patched (see ``Attribute/island``).
///
/// ```swift
/// hook("chart", value: counts, .onHook { .chartClicked($0) }) { p { "Loading the chart…" } }
/// ```
@inlinable
public func hook<Action>(
  _ name: String, value: String, _ attributes: Attribute<Action>...,
  @NodeBuilder<Action> content: () -> NodeBuilder<Action>.Component = { .empty }
) -> Node<Action> {
  .element(
    Element(
      tag: .known(.div),
      dsl: [.data("hook", name), .data("hook-value", value)] + attributes + [.island],
      children: content()))
}
