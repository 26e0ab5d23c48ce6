import Trellis

/// What a mounted tree offers a browser without JavaScript: the buttons
/// bound to a click, the forms bound to a submit, and the fields bound to
/// an edit. ``NoScriptLayout/annotated(_:)`` renders them as HTML forms that
/// post to the page's own URL, and ``NoScriptLayout/actions(for:)`` turns
/// what such a form posts back into the actions the live client would
/// have sent, so the page and its post-back read the same walk.
///
/// The contract (docs/PROTOCOL.md, "Without JavaScript"): a bound button
/// submits the shell's form ``NoScript/formID`` with `_e=<handler id>`; a
/// bound form posts its own fields and `_e=<its submit handler id>` (a
/// hidden input in the shell); fields outside any form belong to the
/// shell's form, named `_f<handler id>` unless the view named them.
struct NoScriptLayout<Action: Sendable>: Sendable {
  /// A field bound to an edit (`input` or `change`).
  struct Field: Sendable {
    /// The name it posts under.
    var name: String
    /// The submit handler id of the bound form holding it; `nil`: the shell's form.
    var form: Int?
    /// What edits of it become.
    var binding: EventBinding<Action>
    /// Whether it posts a value only when checked.
    var isCheckable: Bool
    /// A radio button (only its checking is an edit).
    var isRadio: Bool
    /// Its value as rendered (a checkbox's or radio's `value`, default `on`).
    var value: String
    /// Whether it was rendered checked.
    var isChecked: Bool
  }

  /// A form bound to a submit.
  struct Form: Sendable {
    /// Its submit handler id.
    var submitID: Int
    /// Its element id (the view's, or one given by the annotation).
    var elementID: String
    /// What its submission becomes.
    var binding: EventBinding<Action>
  }

  /// Bound fields, in document order.
  var fields: [Field] = []
  /// Bound forms, in document order.
  var forms: [Form] = []
  /// Bound buttons (enabled), by click handler id.
  var buttons: [Int: EventBinding<Action>] = [:]

  /// Whether a field posts with the shell's form (it then needs an "apply" button).
  var hasShellFields: Bool { fields.contains { $0.form == nil } }

  /// The layout of a mounted `tree`.
  init(_ tree: Node<Action>) {
    _ = visit(tree, form: nil, inUnboundForm: false, rewrite: false)
  }

  /// An empty layout, filled by ``annotated(_:)``.
  private init() {}

  /// `tree` with the attributes that make it work as HTML forms, and its layout.
  static func annotated(_ tree: Node<Action>) -> (tree: Node<Action>, layout: NoScriptLayout) {
    var layout = NoScriptLayout()
    let rewritten = layout.visit(tree, form: nil, inUnboundForm: false, rewrite: true)
    return (rewritten ?? tree, layout)
  }

  /// Records what `node` binds; with `rewrite`, returns the node annotated
  /// when anything in it changed (`nil`: unchanged).
  private mutating func visit(
    _ node: Node<Action>, form: Int?, inUnboundForm: Bool, rewrite: Bool
  ) -> Node<Action>? {
    guard case .element(let element) = node.built else { return nil }
    var extra: [HTMLAttribute] = []
    var childForm = form
    var childUnbound = inUnboundForm
    // Only the elements that can bind are read beyond their tag (`disabled`
    // in their cases): the walk visits every element of every page, and a
    // 1,000-row table's page spent 45 % of its time here when each element
    // was searched for `disabled` and its children were copied into an array.
    let tag = element.tag
    switch tag {
    case "form":
      if let submit = Self.bound(element, .submit), let id = submit.id, form == nil,
        !inUnboundForm
      {
        let elementID = element.attribute("id")?.value ?? "trellis-form-\(id)"
        forms.append(Form(submitID: id, elementID: elementID, binding: submit))
        extra = [.init("method", "post")]
        if element.attribute("id") == nil { extra.append(.init("id", elementID)) }
        childForm = id
      } else {
        childUnbound = true
      }
    case "button":
      // A submit button of a bound form submits it, as with JavaScript (its click is lost).
      let submitsForm = form != nil && element.attribute("type")?.value?.lowercased() != "button"
      if let click = Self.bound(element, .click), let id = click.id, !inUnboundForm,
        !submitsForm, !Self.isDisabled(element)
      {
        buttons[id] = click
        extra = [
          .init("type", "submit"), .init("form", NoScript.formID), .init("name", NoScript.event),
          .init("value", String(id)),
        ]
      }
    case "input", "select", "textarea":
      guard !Self.isDisabled(element), !inUnboundForm,
        let edit = Self.bound(element, .input) ?? Self.bound(element, .change), let id = edit.id
      else { break }
      let type = tag == "input" ? element.attribute("type")?.value?.lowercased() : nil
      let isCheckable = type == "checkbox" || type == "radio"
      let name = element.attribute("name")?.value ?? "_f\(id)"
      fields.append(
        Field(
          name: name, form: form, binding: edit, isCheckable: isCheckable,
          isRadio: type == "radio",
          value: isCheckable
            ? element.attribute("value")?.value ?? "on" : Self.renderedValue(element),
          isChecked: element.attribute("checked") != nil))
      if element.attribute("name") == nil { extra.append(.init("name", name)) }
      if form == nil { extra.append(.init("form", NoScript.formID)) }
    default: break
    }
    var children: [Node<Action>]?
    for index in 0..<element.childCount {
      let changed = visit(
        element.child(at: index), form: childForm, inUnboundForm: childUnbound, rewrite: rewrite)
      guard rewrite, let changed else { continue }
      if children == nil { children = element.children }
      children?[index] = changed
    }
    guard rewrite, !extra.isEmpty || children != nil else { return nil }
    var result = element
    if !extra.isEmpty {
      let names = Set(extra.map(\.name))
      result.setAttributes(element.attributes.filter { !names.contains($0.name) } + extra)
    }
    if let children { result.setChildren(children) }
    return .element(result)
  }

  /// Whether `element` is disabled (it then neither submits nor posts).
  private static func isDisabled(_ element: Element<Action>) -> Bool {
    element.attribute("disabled") != nil
  }

  /// The binding of `event` on `element`, when it has an id.
  private static func bound(_ element: Element<Action>, _ event: EventName) -> EventBinding<
    Action
  >? {
    element.events.first { $0.event == event && $0.id != nil }
  }

  /// The value a text field, text area or select shows as rendered.
  private static func renderedValue(_ element: Element<Action>) -> String {
    switch element.tag {
    case "textarea": return text(of: .element(element))
    case "select":
      let options = self.options(of: element)
      let chosen = options.first { $0.attribute("selected") != nil } ?? options.first
      return chosen.map { $0.attribute("value")?.value ?? text(of: .element($0)) } ?? ""
    default: return element.attribute("value")?.value ?? ""
    }
  }

  /// The options of a select, those in groups included.
  private static func options(of element: Element<Action>) -> [Element<Action>] {
    element.children.flatMap { child -> [Element<Action>] in
      guard let child = child.element else { return [] }
      if child.tag == "option" { return [child] }
      return child.tag == "optgroup" ? options(of: child) : []
    }
  }

  /// The text content of `node`.
  private static func text(of node: Node<Action>) -> String {
    switch node.built {
    case .text(let text): return text
    case .element(let element): return element.children.map(text(of:)).joined()
    case .raw, .lazy: return ""
    }
  }
}

/// The names of the no-JavaScript contract, shared by page and post-back.
enum NoScript {
  /// The id of the shell's form: bound buttons and fields outside any form submit it.
  static let formID = "trellis-post"
  /// The field naming the handler a submission fires.
  static let event = "_e"
}
