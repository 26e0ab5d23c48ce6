import VDOM

/// Where a replayed event's target is: what a session rebuilt after its
/// predecessor was lost (a restart, an expiry, another process) resolves in
/// its own tree, since the handler ids the browser echoes were allocated by
/// the lost session and mean nothing (or something else) here.
///
/// The browser computes it from the DOM it shows, which has the shape of
/// the last tree it was sent: the child positions from the live root to
/// the bound element, the event, and a fingerprint of the element's tag
/// and text. The rebuilt session fires the event only when the element at
/// that path binds the same event and has the same fingerprint; otherwise
/// the event is reported (`event.stale`), never applied to another element.
public struct ReplayTarget: Sendable, Hashable {
  /// The DOM event that fired (`click`, `input`, …).
  public var event: EventName
  /// Child indices (`childNodes`, text included) from the tree's root.
  public var path: [Int]
  /// ``fingerprint(tag:text:)`` of the target as the browser showed it.
  public var fingerprint: UInt32

  /// Creates a target.
  public init(event: EventName, path: [Int], fingerprint: UInt32) {
    self.event = event
    self.path = path
    self.fingerprint = fingerprint
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
  public func handlerID<Action>(in tree: Node<Action>) -> Int? {
    guard let node = tree.node(at: path), case .element(let element) = node,
      let text = node.textContent,
      Self.fingerprint(tag: element.tag, text: text) == fingerprint
    else { return nil }
    return element.events.first { $0.event == event }?.id
  }
}
