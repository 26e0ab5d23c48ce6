/// The `type` of an `<input>` (and of a `<button>`: `submit`, `reset`, `button`).
public enum InputType: String, Sendable, Hashable, CaseIterable {
  /// A single line of text.
  case text
  /// A password field.
  case password
  /// An e-mail address.
  case email
  /// A number, with optional `min`, `max` and `step`.
  case number
  /// A search field.
  case search
  /// A telephone number.
  case tel
  /// A URL.
  case url
  /// A checkbox.
  case checkbox
  /// A radio button.
  case radio
  /// A slider.
  case range
  /// A date.
  case date
  /// A time of day.
  case time
  /// A local date and time.
  case datetimeLocal = "datetime-local"
  /// A month.
  case month
  /// A week.
  case week
  /// A colour.
  case color
  /// A file picker.
  case file
  /// A value the user does not see.
  case hidden
  /// A button that submits its form.
  case submit
  /// A button that resets its form.
  case reset
  /// A plain button.
  case button
  /// An image that submits its form.
  case image
}
