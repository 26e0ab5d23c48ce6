/// Why patches could not be applied to a tree: the same problems the
/// browser reports (`patch.missing-node`, …), raised by ``apply(_:to:)``.
public enum PatchError: Error, Equatable, Sendable {
  /// No node at this path, or a child index out of range.
  case missingNode(path: [Int])
  /// The operation needs an element (or a text node) and found another kind.
  case wrongNodeKind(path: [Int])
  /// The patched tree has empty or adjacent text nodes, which the browser's
  /// parser would not build from the rendering.
  case unnormalizedResult
}
