extension Attribute {
  /// The element's `id`, unique in the document.
  @inlinable
  public static func id(_ value: String) -> Attribute { .known(.id, value) }

  /// The link target (`javascript:` and `data:` URLs are neutralised when rendered).
  @inlinable
  public static func href(_ value: String) -> Attribute { .known(.href, value) }

  /// The resource URL (`javascript:` and `data:` URLs, except images, are neutralised).
  @inlinable
  public static func src(_ value: String) -> Attribute { .known(.src, value) }

  /// The value of a field, option or button.
  @inlinable
  public static func value(_ value: String) -> Attribute { .known(.value, value) }

  /// The hint shown in an empty field.
  @inlinable
  public static func placeholder(_ value: String) -> Attribute { .known(.placeholder, value) }

  /// The name of a field, as sent with its form.
  @inlinable
  public static func name(_ value: String) -> Attribute { .known(.name, value) }

  /// The `id` of the field a `<label>` or `<output>` is for.
  @inlinable
  public static func `for`(_ value: String) -> Attribute { .known(.`for`, value) }

  /// The advisory text shown as a tooltip.
  @inlinable
  public static func title(_ value: String) -> Attribute { .known(.title, value) }

  /// The text alternative of an image.
  @inlinable
  public static func alt(_ value: String) -> Attribute { .known(.alt, value) }

  /// The ARIA role.
  @inlinable
  public static func role(_ value: String) -> Attribute { .known(.role, value) }

  /// The language of the content, such as `"en"`.
  @inlinable
  public static func lang(_ value: String) -> Attribute { .known(.lang, value) }

  /// The relation of a link, such as `"stylesheet"`.
  @inlinable
  public static func rel(_ value: String) -> Attribute { .known(.rel, value) }

  /// The value of a `<meta>`.
  @inlinable
  public static func content(_ value: String) -> Attribute { .known(.content, value) }

  /// The character encoding of the document (`"utf-8"`).
  @inlinable
  public static func charset(_ value: String) -> Attribute { .known(.charset, value) }

  /// Where a link or form opens (`"_blank"`).
  @inlinable
  public static func target(_ value: String) -> Attribute { .known(.target, value) }

  /// The HTTP method of a form.
  @inlinable
  public static func method(_ value: String) -> Attribute { .known(.method, value) }

  /// The URL a form submits to.
  @inlinable
  public static func action(_ value: String) -> Attribute { .known(.action, value) }

  /// The minimum of a numeric or date field.
  @inlinable
  public static func min(_ value: String) -> Attribute { .known(.min, value) }

  /// The maximum of a numeric or date field, or of a `<progress>`.
  @inlinable
  public static func max(_ value: String) -> Attribute { .known(.max, value) }

  /// The step of a numeric field.
  @inlinable
  public static func step(_ value: String) -> Attribute { .known(.step, value) }

  /// The regular expression a field's value must match.
  @inlinable
  public static func pattern(_ value: String) -> Attribute { .known(.pattern, value) }

  /// The autofill hint of a field (`"off"`, `"email"`).
  @inlinable
  public static func autocomplete(_ value: String) -> Attribute {
    .known(.autocomplete, value)
  }

  /// The machine-readable value of a `<time>`.
  @inlinable
  public static func datetime(_ value: String) -> Attribute { .known(.datetime, value) }

  /// The width of an image, canvas or SVG.
  @inlinable
  public static func width(_ value: String) -> Attribute { .known(.width, value) }

  /// The height of an image, canvas or SVG.
  @inlinable
  public static func height(_ value: String) -> Attribute { .known(.height, value) }

  /// The coordinate system of an `<svg>`.
  @inlinable
  public static func viewBox(_ value: String) -> Attribute { .known(.viewBox, value) }

  /// The outline of an SVG `<path>`.
  @inlinable
  public static func d(_ value: String) -> Attribute { .known(.d, value) }

  /// The fill paint of an SVG shape.
  @inlinable
  public static func fill(_ value: String) -> Attribute { .known(.fill, value) }

  /// The stroke paint of an SVG shape.
  @inlinable
  public static func stroke(_ value: String) -> Attribute { .known(.stroke, value) }

  /// The focus order; `-1` makes an element focusable only from code.
  @inlinable
  public static func tabindex(_ value: Int) -> Attribute { .known(.tabindex, String(value)) }

  /// The visible rows of a `<textarea>`.
  @inlinable
  public static func rows(_ value: Int) -> Attribute { .known(.rows, String(value)) }

  /// The visible columns of a `<textarea>`.
  @inlinable
  public static func cols(_ value: Int) -> Attribute { .known(.cols, String(value)) }

  /// The columns a table cell spans.
  @inlinable
  public static func colspan(_ value: Int) -> Attribute { .known(.colspan, String(value)) }

  /// The rows a table cell spans.
  @inlinable
  public static func rowspan(_ value: Int) -> Attribute { .known(.rowspan, String(value)) }

  /// The maximum length of a field's value.
  @inlinable
  public static func maxlength(_ value: Int) -> Attribute { .known(.maxlength, String(value)) }
}
