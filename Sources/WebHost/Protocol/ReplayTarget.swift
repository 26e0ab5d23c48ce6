import VDOM

/// Where a replayed event's target is: what a session rebuilt after its
/// predecessor was lost (a restart, an expiry, another process) resolves in
/// its own tree, since the handler ids the browser echoes were allocated by
/// the lost session and mean nothing (or something else) here.
///
/// The browser computes it from the DOM it shows, which has the shape of
/// the last tree it was sent: the child positions from the live root to
/// the bound element, the event, and a fingerprint of the tag and text of
/// every element on the way. Keys are not in the DOM, so the rebuilt
/// session, which knows them, checks the fingerprint of each keyed element
/// on the path (a row is the same row when it shows the same text) and of
/// the target itself, and fires the event only when they all match and the
/// target binds the same event; otherwise the event is reported
/// (`event.stale`), never applied to another element.
public struct ReplayTarget: Sendable, Hashable {
  /// The DOM event that fired (`click`, `input`, …).
  public var event: EventName
  /// Child indices (`childNodes`, text included) from the tree's root.
  public var path: [Int]
  /// ``fingerprint(tag:text:)`` of each element from the root (first) to
  /// the target (last), as the browser showed them: one more than `path`.
  public var fingerprints: [UInt32]

  /// Creates a target.
  public init(event: EventName, path: [Int], fingerprints: [UInt32]) {
    self.event = event
    self.path = path
    self.fingerprints = fingerprints
  }

  /// The deepest path accepted from a client.
  public static let maxDepth = 256

  /// FNV-1a (32 bits) over the UTF-16 code units of `tag`, a space and
  /// `text` (the element's `textContent`): what `live.js` computes in the
  /// browser, so both sides agree without sending the text itself.
  public static func fingerprint(tag: String, text: String) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for unit in tag.utf16 + [0x20] + text.utf16 {
      hash ^= UInt32(unit)
      hash = hash &* 0x0100_0193
    }
    return hash
  }

  /// The handler id of the binding this target names in `tree` (a freshly
  /// mounted tree), or `nil` when it names no element with that binding and
  /// that fingerprint.
  public func handlerID<Action: Sendable>(in tree: Node<Action>) -> Int? {
    guard fingerprints.count == path.count + 1 else { return nil }
    var node = tree.built
    for depth in 0...path.count {
      guard case .element(let element) = node else { return nil }
      let isTarget = depth == path.count
      if isTarget || element.key != nil {
        guard let text = node.textContent,
          Self.fingerprint(tag: element.tag, text: text) == fingerprints[depth]
        else { return nil }
      }
      if isTarget { return element.events.first { $0.event == event }?.id }
      guard element.children.indices.contains(path[depth]) else { return nil }
      node = element.children[path[depth]].built
    }
    return nil
  }
}
