extension Attribute {
  /// Whether a checkbox or radio button is checked. Present when `isOn`.
  @inlinable
  public static func checked(_ isOn: Bool) -> Attribute { .knownBoolean(.checked, isOn) }

  /// `checked`, present.
  @inlinable
  public static var checked: Attribute { .knownBoolean(.checked) }

  /// Whether a control is disabled. Present when `isOn`.
  @inlinable
  public static func disabled(_ isOn: Bool) -> Attribute { .knownBoolean(.disabled, isOn) }

  /// `disabled`, present.
  @inlinable
  public static var disabled: Attribute { .knownBoolean(.disabled) }

  /// Whether a control takes the focus when the page loads. Present when `isOn`.
  @inlinable
  public static func autofocus(_ isOn: Bool) -> Attribute { .knownBoolean(.autofocus, isOn) }

  /// `autofocus`, present.
  @inlinable
  public static var autofocus: Attribute { .knownBoolean(.autofocus) }

  /// Whether a field must be filled before its form submits. Present when `isOn`.
  @inlinable
  public static func required(_ isOn: Bool) -> Attribute { .knownBoolean(.required, isOn) }

  /// `required`, present.
  @inlinable
  public static var required: Attribute { .knownBoolean(.required) }

  /// Whether the element is hidden. Present when `isOn`.
  @inlinable
  public static func hidden(_ isOn: Bool) -> Attribute { .knownBoolean(.hidden, isOn) }

  /// `hidden`, present.
  @inlinable
  public static var hidden: Attribute { .knownBoolean(.hidden) }

  /// Whether an `<option>` is selected. Present when `isOn`.
  @inlinable
  public static func selected(_ isOn: Bool) -> Attribute { .knownBoolean(.selected, isOn) }

  /// `selected`, present.
  @inlinable
  public static var selected: Attribute { .knownBoolean(.selected) }

  /// Whether a field is read-only. Present when `isOn`.
  @inlinable
  public static func readonly(_ isOn: Bool) -> Attribute { .knownBoolean(.readonly, isOn) }

  /// `readonly`, present.
  @inlinable
  public static var readonly: Attribute { .knownBoolean(.readonly) }

  /// Whether a `<select>` or file input accepts several values. Present when `isOn`.
  @inlinable
  public static func multiple(_ isOn: Bool) -> Attribute { .knownBoolean(.multiple, isOn) }

  /// `multiple`, present.
  @inlinable
  public static var multiple: Attribute { .knownBoolean(.multiple) }

  /// Whether a `<details>` or `<dialog>` is open. Present when `isOn`.
  @inlinable
  public static func open(_ isOn: Bool) -> Attribute { .knownBoolean(.`open`, isOn) }

  /// `open`, present.
  @inlinable
  public static var open: Attribute { .knownBoolean(.`open`) }

  /// Whether a form skips the browser's validation. Present when `isOn`.
  @inlinable
  public static func novalidate(_ isOn: Bool) -> Attribute { .knownBoolean(.novalidate, isOn) }

  /// `novalidate`, present.
  @inlinable
  public static var novalidate: Attribute { .knownBoolean(.novalidate) }
}
