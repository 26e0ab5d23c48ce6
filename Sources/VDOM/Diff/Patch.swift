/// One change to the browser's DOM, computed by ``diff(_:_:ids:)``.
///
/// `path` addresses a node by child indices from the root (`[]` is the root),
/// resolved against the DOM as it is when this patch is applied: patches
/// apply in order. Child-list changes (`insert`, `remove`, `move`,
/// `setChildren`) address the parent. Text offsets count UTF-16 code units,
/// as the DOM does.
public enum Patch<Action: Sendable>: Sendable {
  /// Replaces the whole text of a text node.
  case setText(path: [Int], text: String)
  /// Keeps the last `suffix` and the first `prefix` code units of a text
  /// node and puts `insert` between them; `prefix == nil` keeps everything
  /// before the suffix (a pure insertion, such as an append).
  case spliceText(path: [Int], insert: String, suffix: Int, prefix: Int?)
  /// Sets an attribute (a `nil` value is a present boolean attribute).
  case setAttribute(path: [Int], attribute: HTMLAttribute)
  /// Removes an attribute.
  case removeAttribute(path: [Int], name: String)
  /// Adds or changes an event binding: the `data-t-<event>` attribute.
  case setHandler(path: [Int], binding: EventBinding<Action>)
  /// Removes the event binding for `event`.
  case removeHandler(path: [Int], event: EventName)
  /// Inserts mounted nodes so that the first lands at child `index`.
  case insert(path: [Int], index: Int, nodes: [Node<Action>])
  /// Removes `count` children starting at child `index`.
  case remove(path: [Int], index: Int, count: Int)
  /// Replaces the node with a mounted node.
  case replace(path: [Int], node: Node<Action>)
  /// Takes out child `from` and puts it back so that it ends at index `to`.
  case move(path: [Int], from: Int, to: Int)
  /// Replaces all children at once (used around ``Node/raw(_:)`` children,
  /// whose markup the DOM does not mirror node by node).
  case setChildren(path: [Int], children: [Node<Action>])

  /// The node the patch applies to (the parent, for child-list changes).
  public var path: [Int] {
    switch self {
    case .setText(let path, _), .spliceText(let path, _, _, _), .setAttribute(let path, _),
      .removeAttribute(let path, _), .setHandler(let path, _), .removeHandler(let path, _),
      .insert(let path, _, _), .remove(let path, _, _), .replace(let path, _),
      .move(let path, _, _),
      .setChildren(let path, _):
      return path
    }
  }

  /// The wire operation of this patch.
  public var opCode: OpCode {
    switch self {
    case .setText: .setText
    case .spliceText: .spliceText
    case .setAttribute: .setAttribute
    case .removeAttribute: .removeAttribute
    case .setHandler: .setHandler
    case .removeHandler: .removeHandler
    case .insert: .insert
    case .remove: .remove
    case .replace: .replace
    case .move: .move
    case .setChildren: .setChildren
    }
  }

  /// The wire code of each operation; `Tests/Fixtures/patch-ops.json` holds
  /// the same table for the browser's side.
  public enum OpCode: Int, CaseIterable, Sendable {
    /// `[1, text]`
    case setText = 1
    /// `[2, insert, suffix?, prefix?]`
    case spliceText = 2
    /// `[3, name, value?]`
    case setAttribute = 3
    /// `[4, name]`
    case removeAttribute = 4
    /// `[5, event, value]`
    case setHandler = 5
    /// `[6, event]`
    case removeHandler = 6
    /// `[7, index, html]`
    case insert = 7
    /// `[8, index, count?]`
    case remove = 8
    /// `[9, html]`
    case replace = 9
    /// `[10, from, to]`
    case move = 10
    /// `[11, html]`
    case setChildren = 11

    /// The operation's name in the protocol and the fixtures.
    public var name: String {
      switch self {
      case .setText: "setText"
      case .spliceText: "spliceText"
      case .setAttribute: "setAttribute"
      case .removeAttribute: "removeAttribute"
      case .setHandler: "setHandler"
      case .removeHandler: "removeHandler"
      case .insert: "insert"
      case .remove: "remove"
      case .replace: "replace"
      case .move: "move"
      case .setChildren: "setChildren"
      }
    }
  }
}

extension Patch: Equatable where Action: Equatable {}
