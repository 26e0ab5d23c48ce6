import Trellis

extension LivePage {
  /// Clicks the element matched by `selector` (the binding may be on an ancestor).
  ///
  /// ```swift
  /// try await page.click("button.plus")
  /// ```
  public func click(_ selector: String) async throws {
    try await fire("click", at: selector, payload: fieldPayload(of: try element(selector)))
  }

  /// Types `text` into the field matched by `selector`: its value becomes
  /// `text` and it sends `input` (or, when it only listens to changes, `change`).
  ///
  /// ```swift
  /// try await page.type("Buy milk", into: "input.new-todo")
  /// ```
  public func type(_ text: String, into selector: String) async throws {
    let field = try element(selector)
    setValue(text, of: field)
    let event = bound(field, to: "input") ? "input" : "change"
    try await fire(event, at: selector, payload: fieldPayload(of: field))
  }

  /// Ticks (or unticks) the checkbox or radio button matched by `selector`;
  /// it sends `change` (or, when it only listens to clicks, `click`).
  public func check(_ selector: String, _ isChecked: Bool = true) async throws {
    let box = try element(selector)
    if isChecked { box.setAttribute("checked", "") } else { box.removeAttribute("checked") }
    let event = bound(box, to: "change") ? "change" : "click"
    try await fire(event, at: selector, payload: fieldPayload(of: box))
  }

  /// Chooses the option whose value is `value` in the `select` matched by
  /// `selector`, which sends `change`.
  public func choose(_ value: String, in selector: String) async throws {
    let select = try element(selector)
    for option in select.subtree where option.tag == "option" {
      if (option.attribute("value") ?? option.textContent) == value {
        option.setAttribute("selected", "")
      } else {
        option.removeAttribute("selected")
      }
    }
    select.setAttribute("value", value)
    try await fire("change", at: selector, payload: EventPayload(value: value))
  }

  /// Submits the form matched by `selector` with its fields' current
  /// values (as `FormData` collects them), `fields` replacing or adding some.
  ///
  /// ```swift
  /// try await page.submit("form.edit", ["title": "Call mum"])
  /// ```
  public func submit(_ selector: String, _ fields: [String: String] = [:]) async throws {
    let form = try element(selector)
    var collected: [FormField] = []
    for field in form.subtree {
      guard let name = field.attribute("name"), !name.isEmpty, field.attribute("disabled") == nil
      else { continue }
      switch field.tag {
      case "input":
        let type = field.attribute("type") ?? "text"
        if type == "checkbox" || type == "radio" {
          guard field.attribute("checked") != nil else { continue }
          collected.append(FormField(name: name, value: field.attribute("value") ?? "on"))
        } else if !["submit", "button", "reset", "image", "file"].contains(type) {
          collected.append(FormField(name: name, value: field.attribute("value") ?? ""))
        }
      case "textarea":
        collected.append(
          FormField(name: name, value: field.attribute("value") ?? field.textContent))
      case "select":
        let chosen = field.subtree.first { $0.tag == "option" && $0.attribute("selected") != nil }
        collected.append(
          FormField(name: name, value: chosen.map { $0.attribute("value") ?? $0.textContent } ?? "")
        )
      default:
        continue
      }
    }
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      if let index = collected.firstIndex(where: { $0.name == name }) {
        collected[index].value = value
      } else {
        collected.append(FormField(name: name, value: value))
      }
    }
    try await fire("submit", at: selector, payload: EventPayload(form: collected))
  }

  /// Presses `key` (a `KeyboardEvent.key` value such as `Enter` or
  /// `Escape`) in the element matched by `selector`, which sends `keydown`
  /// if its binding listens to that key.
  public func press(_ key: String, in selector: String) async throws {
    let field = try element(selector)
    var payload = fieldPayload(of: field)
    payload.key = key
    try await fire("keydown", at: selector, payload: payload)
  }

  // MARK: Helpers

  /// What the browser client sends for an event on `node`: a field's value
  /// and, for a checkbox or radio button, whether it is checked.
  private func fieldPayload(of node: DOMNode) -> EventPayload {
    guard let tag = node.tag, ["input", "select", "textarea"].contains(tag) else {
      return EventPayload()
    }
    let value = node.attribute("value") ?? (tag == "textarea" ? node.textContent : "")
    let type = node.attribute("type") ?? ""
    let checked: Bool? =
      tag == "input" && (type == "checkbox" || type == "radio")
      ? node.attribute("checked") != nil : nil
    return EventPayload(value: value, checked: checked)
  }

  private func setValue(_ text: String, of field: DOMNode) {
    if field.tag == "textarea" {
      field.setChildren(text.isEmpty ? [] : [DOMNode(text: text)])
    }
    field.setAttribute("value", text)
  }

  private func bound(_ node: DOMNode, to event: String) -> Bool {
    var current: DOMNode? = node
    while let candidate = current {
      if candidate.attribute("data-t-" + event) != nil { return true }
      current = candidate.parent
    }
    return false
  }
}
