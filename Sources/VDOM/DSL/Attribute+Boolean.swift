extension Attribute {
  /// Whether a checkbox or radio button is checked. Present when `isOn`.
  @inlinable
  public static func checked(_ isOn: Bool) -> Attribute { .boolean("checked", isOn) }

  /// `checked`, present.
  @inlinable
  public static var checked: Attribute { .boolean("checked") }

  /// Whether a control is disabled. Present when `isOn`.
  @inlinable
  public static func disabled(_ isOn: Bool) -> Attribute { .boolean("disabled", isOn) }

  /// `disabled`, present.
  @inlinable
  public static var disabled: Attribute { .boolean("disabled") }

  /// Whether a control takes the focus when the page loads. Present when `isOn`.
  @inlinable
  public static func autofocus(_ isOn: Bool) -> Attribute { .boolean("autofocus", isOn) }

  /// `autofocus`, present.
  @inlinable
  public static var autofocus: Attribute { .boolean("autofocus") }

  /// Whether a field must be filled before its form submits. Present when `isOn`.
  @inlinable
  public static func required(_ isOn: Bool) -> Attribute { .boolean("required", isOn) }

  /// `required`, present.
  @inlinable
  public static var required: Attribute { .boolean("required") }

  /// Whether the element is hidden. Present when `isOn`.
  @inlinable
  public static func hidden(_ isOn: Bool) -> Attribute { .boolean("hidden", isOn) }

  /// `hidden`, present.
  @inlinable
  public static var hidden: Attribute { .boolean("hidden") }

  /// Whether an `<option>` is selected. Present when `isOn`.
  @inlinable
  public static func selected(_ isOn: Bool) -> Attribute { .boolean("selected", isOn) }

  /// `selected`, present.
  @inlinable
  public static var selected: Attribute { .boolean("selected") }

  /// Whether a field is read-only. Present when `isOn`.
  @inlinable
  public static func readonly(_ isOn: Bool) -> Attribute { .boolean("readonly", isOn) }

  /// `readonly`, present.
  @inlinable
  public static var readonly: Attribute { .boolean("readonly") }

  /// Whether a `<select>` or file input accepts several values. Present when `isOn`.
  @inlinable
  public static func multiple(_ isOn: Bool) -> Attribute { .boolean("multiple", isOn) }

  /// `multiple`, present.
  @inlinable
  public static var multiple: Attribute { .boolean("multiple") }

  /// Whether a `<details>` or `<dialog>` is open. Present when `isOn`.
  @inlinable
  public static func open(_ isOn: Bool) -> Attribute { .boolean("open", isOn) }

  /// `open`, present.
  @inlinable
  public static var open: Attribute { .boolean("open") }

  /// Whether a form skips the browser's validation. Present when `isOn`.
  @inlinable
  public static func novalidate(_ isOn: Bool) -> Attribute { .boolean("novalidate", isOn) }

  /// `novalidate`, present.
  @inlinable
  public static var novalidate: Attribute { .boolean("novalidate") }
}
