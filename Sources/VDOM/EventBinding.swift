/// The name of a DOM event the client listens for.
public struct EventName: RawRepresentable, Hashable, Sendable, Comparable {
  /// The DOM event type, such as `"click"`.
  public let rawValue: String
  /// Creates an event name from a DOM event type.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// `click` on any element.
  public static let click = EventName(rawValue: "click")
  /// `input`: fires on every edit of a text field.
  public static let input = EventName(rawValue: "input")
  /// `change`: fires when a field's value is committed.
  public static let change = EventName(rawValue: "change")
  /// `submit` on a form; the client always prevents the default navigation.
  public static let submit = EventName(rawValue: "submit")
  /// `keydown`, optionally filtered by key on the client.
  public static let keydown = EventName(rawValue: "keydown")
  /// `focusout` (a blur that bubbles).
  public static let blur = EventName(rawValue: "focusout")
  /// An upload's events, produced by the server's upload route, never by the socket.
  public static let upload = EventName(rawValue: "upload")
  /// A value a client hook sends (`api.send(value)` in `hooks.js`).
  public static let hook = EventName(rawValue: "hook")

  public static func < (lhs: EventName, rhs: EventName) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What the browser reports with an event: the target's value, checked state,
/// the fields of a submitted form, or the key pressed.
public struct EventPayload: Sendable, Hashable {
  /// The target's `value` (inputs, selects, textareas).
  public var value: String?
  /// The target's `checked` state (checkboxes, radio buttons).
  public var checked: Bool?
  /// The fields of a submitted form, in document order.
  public var form: [FormField]
  /// `KeyboardEvent.key` for key events.
  public var key: String?
  /// What happened to an upload (set by the server's upload route only).
  public var upload: UploadEvent?

  /// Creates a payload.
  public init(
    value: String? = nil, checked: Bool? = nil, form: [FormField] = [], key: String? = nil,
    upload: UploadEvent? = nil
  ) {
    self.value = value
    self.checked = checked
    self.form = form
    self.key = key
    self.upload = upload
  }
}

/// One field of a submitted form.
public struct FormField: Sendable, Hashable {
  /// The field's `name`.
  public var name: String
  /// The field's value.
  public var value: String
  /// Creates a form field.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// The fields of a submitted form, looked up by name.
public struct FormData: Sendable, Hashable {
  /// The fields in document order; a name may repeat (checkbox groups).
  public var fields: [FormField]
  /// Creates form data from fields.
  public init(_ fields: [FormField]) { self.fields = fields }
  /// The first value for `name`.
  public subscript(name: String) -> String? { fields.first { $0.name == name }?.value }
  /// Every value for `name`.
  public func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }
}

/// How the client rate-limits and filters an event before sending it.
public struct EventOptions: Sendable, Hashable {
  /// Send only after the events pause for this many milliseconds.
  public var debounceMilliseconds: Int?
  /// Send at most once per this many milliseconds.
  public var throttleMilliseconds: Int?
  /// For key events: send only for these `KeyboardEvent.key` values.
  public var keys: [String]
  /// What the client changes at once when the event fires, until the
  /// server's acknowledging update confirms or undoes it.
  public var optimistic: [OptimisticChange]
  /// For uploads: what the server accepts (not rendered; the server checks).
  public var upload: UploadLimits?

  /// Creates options.
  public init(
    debounceMilliseconds: Int? = nil, throttleMilliseconds: Int? = nil, keys: [String] = [],
    optimistic: [OptimisticChange] = [], upload: UploadLimits? = nil
  ) {
    self.debounceMilliseconds = debounceMilliseconds
    self.throttleMilliseconds = throttleMilliseconds
    self.keys = keys
    self.optimistic = optimistic
    self.upload = upload
  }

  /// No rate limit, no filter.
  public static let none = EventOptions()

  /// Whether these are the options of `.none`.
  @inlinable
  var isNone: Bool {
    debounceMilliseconds == nil && throttleMilliseconds == nil && keys.isEmpty
      && optimistic.isEmpty && upload == nil
  }

  /// `key` as it appears in the `k=` list: `%`, `,` and `;` percent-encoded.
  ///
  /// ```swift
  /// EventOptions.encodedKey(",")  // "%2C"
  /// ```
  public static func encodedKey(_ key: String) -> String {
    guard key.utf8.contains(where: isReservedKeyByte) else { return key }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(key.utf8.count + 6)
    appendEncodedKey(key, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// What an event binding turns into an action.
public enum EventHandler<Action: Sendable>: Sendable {
  /// Always the same action.
  case action(Action)
  /// An action computed from the event's payload; `nil` sends nothing.
  case payload(@Sendable (EventPayload) -> Action?)

  /// The action for an event with this payload.
  public func action(for payload: EventPayload) -> Action? {
    switch self {
    case .action(let action): return action
    case .payload(let transform): return transform(payload)
    }
  }

  /// The same handler producing the parent's action (`Html.map`).
  public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent)
    -> EventHandler<Parent>
  {
    switch self {
    case .action(let action): return .action(transform(action))
    case .payload(let make): return .payload { make($0).map(transform) }
    }
  }
}

extension EventHandler: Equatable where Action: Equatable {
  /// Constant actions compare by value. Closures cannot be compared; two
  /// closure handlers count as equal because neither the rendering nor the
  /// wire depends on them (the server resolves them when an event arrives).
  public static func == (lhs: EventHandler, rhs: EventHandler) -> Bool {
    switch (lhs, rhs) {
    case (.action(let a), .action(let b)): return a == b
    case (.payload, .payload): return true
    default: return false
    }
  }
}

/// An event listened for on an element and the handler that makes the action.
///
/// Rendered as the attribute `data-t-<event>="<id>[;d=ms][;t=ms][;k=key,key][;o=change,change]"`
/// once the binding has an id (see ``HandlerIDs``); the browser echoes the id.
/// In each key, `%`, `,` and `;` are written `%25`, `%2C` and `%3B`, so any
/// key round-trips (the client decodes with `decodeURIComponent`).
public struct EventBinding<Action: Sendable>: Sendable {
  /// The event and its options, in one reference: shared by every binding
  /// of a built-in event without options, so the event and its options
  /// take one word of a binding, and two bindings of one event compare by
  /// identity first.
  @usableFromInline var spec: BindingSpec
  /// The id, or `Int.min` for none (an `Int?` would pad the binding by 8 bytes).
  @usableFromInline var rawID: Int
  /// The handler, held compactly.
  @usableFromInline var stored: StoredHandler<Action>

  /// What the event turns into.
  public var handler: EventHandler<Action> {
    @inlinable get { stored.handler }
    set { stored = StoredHandler(newValue) }
  }

  /// The DOM event.
  public var event: EventName {
    @inlinable get { spec.event }
    set { spec = BindingSpec.make(newValue, options: options) }
  }

  /// Client-side debounce, throttle and key filter.
  public var options: EventOptions {
    get { spec.options ?? .none }
    set { spec = BindingSpec.make(event, options: newValue) }
  }

  /// The opaque id the browser echoes; `nil` until the tree is mounted.
  public internal(set) var id: Int? {
    @inlinable get { rawID == .min ? nil : rawID }
    set { rawID = newValue ?? .min }
  }

  /// Creates a binding without an id.
  @inlinable
  public init(event: EventName, options: EventOptions = .none, handler: EventHandler<Action>) {
    self.spec = BindingSpec.make(event, options: options)
    self.rawID = .min
    self.stored = StoredHandler(handler)
  }

  /// Whether both have the same options, comparing the specs first.
  @inlinable
  func hasSameOptions(as other: EventBinding) -> Bool {
    if spec === other.spec { return true }
    switch (spec.options, other.spec.options) {
    case (nil, nil): return true
    case (let a?, let b?): return a == b
    default: return false
    }
  }

  /// Whether both listen for the same event, comparing the specs first.
  @inlinable
  func hasSameEvent(as other: EventBinding) -> Bool {
    spec === other.spec || spec.event == other.spec.event
  }

  /// The same binding producing the parent's action.
  public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent)
    -> EventBinding<Parent>
  {
    var mapped = EventBinding<Parent>(event: event, handler: handler.map(transform))
    mapped.spec = spec
    mapped.rawID = rawID
    return mapped
  }

  /// The attribute name carrying this binding to the client.
  public var attributeName: String { "data-t-" + event.rawValue }

  /// The attribute value carrying this binding to the client: the id, then
  /// the options the client applies. `nil` until an id is assigned.
  public var attributeValue: String? {
    guard let id else { return nil }
    return String(id) + (spec.optionsText ?? "")
  }

  /// One binding per event name, sorted; for a repeated event the last wins.
  @inlinable
  static func normalized(_ events: [EventBinding]) -> [EventBinding] {
    if events.count < 2 { return events }
    var result: [EventBinding] = []
    for binding in events {
      if let index = result.firstIndex(where: { $0.event == binding.event }) {
        result[index] = binding
      } else {
        result.append(binding)
      }
    }
    result.sort { $0.event < $1.event }
    return result
  }
}

extension EventBinding: Equatable where Action: Equatable {
  /// Same event, options, handler and id.
  public static func == (lhs: EventBinding, rhs: EventBinding) -> Bool {
    lhs.event == rhs.event && lhs.hasSameOptions(as: rhs) && lhs.handler == rhs.handler
      && lhs.rawID == rhs.rawID
  }
}

/// A binding's event and options (`nil` for `.none`), immutable and shared
/// by the copies of a binding; one per built-in event for bindings without
/// options.
@usableFromInline
final class BindingSpec: Sendable {
  @usableFromInline let event: EventName
  @usableFromInline let options: EventOptions?
  /// ` data-t-<event>=`, the binding's attribute as rendered up to its
  /// value: made once here instead of per rendered element.
  @usableFromInline let attribute: [UInt8]
  /// Whether the event name makes a valid attribute name. One that would
  /// not is data too: the binding is left out rather than allowed to break
  /// out of the tag.
  @usableFromInline let renders: Bool
  /// What follows the id in the attribute's value, unescaped: the options
  /// the client applies (`;d=ms;t=ms;k=key,key;o=change,…`); `nil` for none.
  @usableFromInline let optionsText: String?

  @usableFromInline
  init(event: EventName, options: EventOptions?) {
    self.event = event
    self.options = options
    attribute = Array(" data-t-\(event.rawValue)=".utf8)
    renders =
      !event.rawValue.isEmpty
      && event.rawValue.utf8.allSatisfy {
        isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "-")
      }
    optionsText = options.flatMap(Self.text(of:))
  }

  /// The options as the client reads them after the id, or `nil` when
  /// there are none to send.
  private static func text(of options: EventOptions) -> String? {
    var text = ""
    if let debounce = options.debounceMilliseconds { text += ";d=\(debounce)" }
    if let throttle = options.throttleMilliseconds { text += ";t=\(throttle)" }
    if !options.keys.isEmpty {
      text += ";k=" + options.keys.map(EventOptions.encodedKey).joined(separator: ",")
    }
    if !options.optimistic.isEmpty { text += ";o=" + OptimisticChange.encoded(options.optimistic) }
    return text.isEmpty ? nil : text
  }

  static let click = BindingSpec(event: .click, options: nil)
  static let input = BindingSpec(event: .input, options: nil)
  static let change = BindingSpec(event: .change, options: nil)
  static let submit = BindingSpec(event: .submit, options: nil)
  static let keydown = BindingSpec(event: .keydown, options: nil)
  static let blur = BindingSpec(event: .blur, options: nil)
  static let upload = BindingSpec(event: .upload, options: nil)
  static let hook = BindingSpec(event: .hook, options: nil)

  /// The spec of `event` with `options`: a shared one when there is one.
  @usableFromInline
  static func make(_ event: EventName, options: EventOptions) -> BindingSpec {
    guard options.isNone else { return BindingSpec(event: event, options: options) }
    switch event.rawValue {
    case EventName.click.rawValue: return click
    case EventName.input.rawValue: return input
    case EventName.change.rawValue: return change
    case EventName.submit.rawValue: return submit
    case EventName.keydown.rawValue: return keydown
    case EventName.blur.rawValue: return blur
    case EventName.upload.rawValue: return upload
    case EventName.hook.rawValue: return hook
    default: return BindingSpec(event: event, options: nil)
    }
  }
}

/// Whether `byte` must be percent-encoded in a key of a binding's `k=` list.
@inline(__always)
func isReservedKeyByte(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: "%") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
}

/// Appends `key` with `%`, `,` and `;` percent-encoded (see
/// ``EventOptions/encodedKey(_:)``).
func appendEncodedKey(_ key: String, to bytes: inout [UInt8]) {
  let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
  for byte in key.utf8 {
    if isReservedKeyByte(byte) {
      bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
    } else {
      bytes.append(byte)
    }
  }
}
