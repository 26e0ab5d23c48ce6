extension Attribute {
  /// The element's classes, separated by spaces. Several `.class` arguments
  /// on one element are joined.
  @inlinable
  public static func `class`(_ names: String) -> Attribute { .known(.`class`, names) }

  /// The classes whose flag is `true`, in the order written; no attribute
  /// at all when none is.
  ///
  /// ```swift
  /// tr(.class(["danger": row.id == selected, "row": true])) { … }
  /// ```
  @inlinable
  public static func `class`(_ flags: KeyValuePairs<String, Bool>) -> Attribute {
    var names = ""
    for (name, isOn) in flags where isOn {
      if !names.isEmpty { names += " " }
      names += name
    }
    return names.isEmpty ? .none : .known(.`class`, names)
  }

  /// The `type` of an `<input>` or `<button>`.
  @inlinable
  public static func type(_ type: InputType) -> Attribute { .known(.`type`, type.rawValue) }

  /// Any other `type`, such as a `<script type="module">`.
  @inlinable
  public static func type(_ type: String) -> Attribute { .known(.`type`, type) }

  /// An ARIA attribute: `.aria("label", "Close")` is `aria-label="Close"`.
  @inlinable
  public static func aria(_ name: String, _ value: String) -> Attribute {
    .attribute("aria-" + name, value)
  }

  /// A custom data attribute: `.data("row", "7")` is `data-row="7"`.
  /// The prefix `t-` is reserved for event bindings and never rendered.
  @inlinable
  public static func data(_ name: String, _ value: String) -> Attribute {
    .attribute("data-" + name, value)
  }
}
