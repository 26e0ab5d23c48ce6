/// The attribute names of the DSL's helpers (and a few common ARIA and
/// island names), in byte order, stored as one byte: every mounted element
/// keeps its attributes, and a code is 8 bytes narrower than a string. Two
/// known names compare as codes, in the order of their strings.
@usableFromInline
enum KnownAttribute: UInt8, CaseIterable, Sendable {
  case accept = 1
  case action, alt, ariaControls, ariaCurrent, ariaDescribedby, ariaExpanded, ariaHidden
  case ariaLabel, ariaLabelledby, ariaLive, ariaPressed, ariaSelected, autocomplete, autofocus
  case charset, checked, `class`, cols, colspan, content, cx, cy, d, dataHook, dataHookValue
  case datetime, disabled, download, fill, fontFamily, fontSize, fontWeight, `for`, form, height
  case hidden, href, id, lang, max, maxlength, method, min, multiple, name, novalidate, opacity
  case `open`, paintOrder, pattern, placeholder, preserveAspectRatio, r, readonly, rel, required
  case role, rows, rowspan, rx, ry, selected, src, step, stroke, strokeLinecap, strokeWidth
  case style, tabindex, target, textAnchor, title, transform, `type`, value, viewBox, width, x, y

  /// The attribute name.
  @inlinable var name: String {
    literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }

  /// The attribute name as a literal: the renderer writes it without
  /// making, retaining or releasing a string for each attribute.
  @inlinable var literal: StaticString {
    switch self {
    case .accept: return "accept"
    case .action: return "action"
    case .alt: return "alt"
    case .ariaControls: return "aria-controls"
    case .ariaCurrent: return "aria-current"
    case .ariaDescribedby: return "aria-describedby"
    case .ariaExpanded: return "aria-expanded"
    case .ariaHidden: return "aria-hidden"
    case .ariaLabel: return "aria-label"
    case .ariaLabelledby: return "aria-labelledby"
    case .ariaLive: return "aria-live"
    case .ariaPressed: return "aria-pressed"
    case .ariaSelected: return "aria-selected"
    case .autocomplete: return "autocomplete"
    case .autofocus: return "autofocus"
    case .charset: return "charset"
    case .checked: return "checked"
    case .class: return "class"
    case .cols: return "cols"
    case .colspan: return "colspan"
    case .content: return "content"
    case .cx: return "cx"
    case .cy: return "cy"
    case .d: return "d"
    case .dataHook: return "data-hook"
    case .dataHookValue: return "data-hook-value"
    case .datetime: return "datetime"
    case .disabled: return "disabled"
    case .download: return "download"
    case .fill: return "fill"
    case .fontFamily: return "font-family"
    case .fontSize: return "font-size"
    case .fontWeight: return "font-weight"
    case .for: return "for"
    case .form: return "form"
    case .height: return "height"
    case .hidden: return "hidden"
    case .href: return "href"
    case .id: return "id"
    case .lang: return "lang"
    case .max: return "max"
    case .maxlength: return "maxlength"
    case .method: return "method"
    case .min: return "min"
    case .multiple: return "multiple"
    case .name: return "name"
    case .novalidate: return "novalidate"
    case .opacity: return "opacity"
    case .open: return "open"
    case .paintOrder: return "paint-order"
    case .pattern: return "pattern"
    case .placeholder: return "placeholder"
    case .preserveAspectRatio: return "preserveAspectRatio"
    case .r: return "r"
    case .readonly: return "readonly"
    case .rel: return "rel"
    case .required: return "required"
    case .role: return "role"
    case .rows: return "rows"
    case .rowspan: return "rowspan"
    case .rx: return "rx"
    case .ry: return "ry"
    case .selected: return "selected"
    case .src: return "src"
    case .step: return "step"
    case .stroke: return "stroke"
    case .strokeLinecap: return "stroke-linecap"
    case .strokeWidth: return "stroke-width"
    case .style: return "style"
    case .tabindex: return "tabindex"
    case .target: return "target"
    case .textAnchor: return "text-anchor"
    case .title: return "title"
    case .transform: return "transform"
    case .type: return "type"
    case .value: return "value"
    case .viewBox: return "viewBox"
    case .width: return "width"
    case .x: return "x"
    case .y: return "y"
    }
  }

  /// The code of each known name.
  @usableFromInline static let codes: [String: KnownAttribute] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// The known attribute named `name`, if any.
  @inlinable
  init?(name: String) {
    guard let known = Self.codes[name] else { return nil }
    self = known
  }
}
