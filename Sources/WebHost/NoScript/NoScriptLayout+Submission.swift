import Trellis

extension NoScriptLayout {
  /// The actions a posted form stands for, in order: an edit for each field
  /// of the submitted form whose posted value differs from the rendered
  /// one (in document order), then the button's click or the form's
  /// submit. Throws for an `_e` that names no enabled button or bound form
  /// of this tree, or that appears twice.
  func actions(for posted: [FormField]) throws(NoScriptError) -> [Action] {
    let named = posted.filter { $0.name == NoScript.event }
    guard named.count <= 1 else { throw NoScriptError("the form names more than one action") }
    var trigger: Trigger<Action>?
    if let raw = named.first?.value {
      guard let id = Int(raw), id >= 0 else {
        throw NoScriptError("the form's action “\(raw.prefix(32))” is not a handler id")
      }
      if let button = buttons[id] {
        trigger = .click(button)
      } else if let form = forms.first(where: { $0.submitID == id }) {
        trigger = .submit(form)
      } else {
        throw NoScriptError("the page has no action \(id) (it may have changed since it was shown)")
      }
    }
    let scope: Int? = if case .submit(let form) = trigger { form.submitID } else { nil }
    var actions: [Action] = []
    // The n-th text field of a name takes the n-th value posted under it.
    var seen: [String: Int] = [:]
    for field in fields where field.form == scope {
      let payload: EventPayload
      if field.isCheckable {
        let checked = posted.contains { $0.name == field.name && $0.value == field.value }
        guard checked != field.isChecked, !field.isRadio || checked else { continue }
        payload = EventPayload(value: field.value, checked: checked)
      } else {
        let occurrence = seen[field.name, default: 0]
        seen[field.name] = occurrence + 1
        let values = posted.filter { $0.name == field.name }
        guard occurrence < values.count, values[occurrence].value != field.value else { continue }
        payload = EventPayload(value: values[occurrence].value)
      }
      if let action = field.binding.handler.action(for: payload) { actions.append(action) }
    }
    switch trigger {
    case .click(let button):
      if let action = button.handler.action(for: EventPayload()) { actions.append(action) }
    case .submit(let form):
      let fields = posted.filter { $0.name != NoScript.event }
      if let action = form.binding.handler.action(for: EventPayload(form: fields)) {
        actions.append(action)
      }
    case nil: break
    }
    return actions
  }
}

/// What fires after a posted form's fields: a button's click or a form's submit.
private enum Trigger<Action: Sendable> {
  case click(EventBinding<Action>)
  case submit(NoScriptLayout<Action>.Form)
}

/// Why a form posted without JavaScript cannot be applied (a 400 page says it).
public struct NoScriptError: Error, Sendable, Equatable {
  /// What is wrong, for the person who sent the form.
  public var message: String
  /// Creates an error saying `message`.
  public init(_ message: String) { self.message = message }
}
