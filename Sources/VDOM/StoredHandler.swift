/// An ``EventHandler`` as a binding and the handler index hold it: the
/// payload's closure (two words) sits behind one reference, so the case
/// that every table row has, a constant action, takes the action's size
/// plus a tag byte. For an action of one word and a tag, as most screens'
/// actions are, a binding is then 32 bytes, not 40, and an index slot 16,
/// not 24. The closure costs one allocation, paid only by the few bindings
/// that read a payload (form fields).
@usableFromInline
enum StoredHandler<Action: Sendable>: Sendable {
  case action(Action)
  case payload(PayloadTransform<Action>)

  /// The handler stored compactly.
  @inlinable
  init(_ handler: EventHandler<Action>) {
    switch handler {
    case .action(let action): self = .action(action)
    case .payload(let transform): self = .payload(PayloadTransform(transform))
    }
  }

  /// The handler in its public form.
  @inlinable
  var handler: EventHandler<Action> {
    switch self {
    case .action(let action): return .action(action)
    case .payload(let box): return .payload(box.transform)
    }
  }
}

/// The closure of a payload handler, boxed (see ``StoredHandler``).
@usableFromInline
final class PayloadTransform<Action: Sendable>: Sendable {
  @usableFromInline let transform: @Sendable (EventPayload) -> Action?

  @inlinable
  init(_ transform: @escaping @Sendable (EventPayload) -> Action?) {
    self.transform = transform
  }
}
