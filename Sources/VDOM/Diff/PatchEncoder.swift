/// The wire encoding of patches: the one place in Swift that writes it
/// (`Public/trellis/patch.js` is the one place that reads it).
///
/// A patch list becomes one compact JSON array that a cursor walks from the
/// root: a number `n >= 0` moves the cursor to child `n`, a number `-k`
/// moves it `k` levels up, and an array `[code, …]` is an operation applied
/// at the cursor (child-list operations apply to the cursor's children).
/// Patches come out of the diff in document order, so addressing usually
/// costs a few bytes. Inserted and replacing nodes travel as HTML: one
/// string, or for many nodes of one shape (a table's rows) a template and
/// each node's values (``PatchTemplate``).
///
/// ```swift
/// let bytes = PatchEncoder.encode(diff(lastSent, next, ids: &ids).patches)
/// // [1,0,[2," !!!"],-2,3,[10,4,0]]
/// ```
public enum PatchEncoder {
  /// The patches as the UTF-8 bytes of their JSON encoding.
  ///
  /// Inlinable, so that the markup of inserted nodes renders specialised.
  @inlinable
  public static func encode<Action>(_ patches: [Patch<Action>]) -> [UInt8] {
    var writer = PatchWriter()
    writer.bytes.reserveCapacity(64 + patches.count * 16)
    writer.bytes.append(UInt8(ascii: "["))
    for patch in patches { writer.write(patch) }
    writer.bytes.append(UInt8(ascii: "]"))
    return writer.bytes
  }

  /// The patches as a JSON string.
  @inlinable
  public static func encodeString<Action>(_ patches: [Patch<Action>]) -> String {
    String(decoding: encode(patches), as: UTF8.self)
  }
}

/// Writes patches after one another, keeping track of the cursor.
@usableFromInline
struct PatchWriter {
  @usableFromInline var bytes: [UInt8] = []
  @usableFromInline var cursor: [Int] = []
  @usableFromInline var isFirst = true

  @inlinable
  init() {}

  @inlinable
  mutating func write<Action>(_ patch: Patch<Action>) {
    moveCursor(to: patch.path)
    separate()
    bytes.append(UInt8(ascii: "["))
    number(patch.opCode.rawValue, first: true)
    switch patch {
    case .setText(_, let text):
      string(text)
    case .spliceText(_, let insert, let suffix, let prefix):
      string(insert)
      if suffix != 0 || prefix != nil { number(suffix) }
      if let prefix { number(prefix) }
    case .setAttribute(_, let attribute):
      string(attribute.name)
      if let value = attribute.value { string(value) }
    case .removeAttribute(_, let name):
      string(name)
    case .setHandler(_, let binding):
      string(binding.event.rawValue)
      string(binding.attributeValue ?? "")
    case .removeHandler(_, let event):
      string(event.rawValue)
    case .insert(_, let index, let nodes):
      number(index)
      markup(nodes)
    case .remove(_, let index, let count):
      number(index)
      if count != 1 { number(count) }
    case .replace(_, let node):
      markup([node])
    case .move(_, let from, let to):
      number(from)
      number(to)
    case .setChildren(_, let children):
      markup(children)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  @usableFromInline
  mutating func moveCursor(to path: [Int]) {
    var common = 0
    while common < cursor.count, common < path.count, cursor[common] == path[common] { common += 1 }
    if cursor.count > common {
      separate()
      number(common - cursor.count, first: true)
    }
    for index in path[common...] {
      separate()
      number(index, first: true)
    }
    cursor = path
  }

  @usableFromInline
  mutating func separate() {
    if isFirst {
      isFirst = false
    } else {
      bytes.append(UInt8(ascii: ","))
    }
  }

  /// Appends `,value`, or just `value` when it comes first.
  @usableFromInline
  mutating func number(_ value: Int, first: Bool = false) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  /// Appends `,` and the markup of `nodes`: a JSON string, or for many
  /// nodes of one shape a template (``PatchTemplate``).
  @inlinable
  mutating func markup<Action>(_ nodes: [Node<Action>]) {
    bytes.append(UInt8(ascii: ","))
    if nodes.count >= PatchTemplate.minimumNodes {
      templateMarkup(nodes)
    } else {
      HTMLRenderer().renderJSONString(nodes, into: &bytes)
    }
  }

  @usableFromInline
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: ","))
    JSONString.append(value, to: &bytes)
  }
}
