/// A value that a readable URL holds as one query parameter.
///
/// `String`-backed enums conform by declaring it:
/// `enum Filter: String, QueryValue { case all, active, done }`.
public protocol QueryValue: Sendable, Equatable {
  /// Parses the parameter's text; `nil` when it is not a value of this type.
  init?(queryValue: String)
  /// The parameter's text.
  var queryValue: String { get }
  /// What the text must be, for error messages ("an integer").
  static var queryValueDescription: String { get }
}

extension QueryValue where Self: RawRepresentable, RawValue == String {
  /// Parses one of the raw values.
  public init?(queryValue: String) { self.init(rawValue: queryValue) }
  /// The raw value.
  public var queryValue: String { rawValue }
  /// The list of raw values is not known here; name the type instead.
  public static var queryValueDescription: String { "a valid \(Self.self)" }
}

extension Int: QueryValue {
  /// Parses a decimal integer.
  public init?(queryValue: String) { self.init(queryValue, radix: 10) }
  /// The decimal text.
  public var queryValue: String { String(self) }
  /// "an integer".
  public static var queryValueDescription: String { "an integer" }
}

extension Double: QueryValue {
  /// Parses a finite decimal number.
  public init?(queryValue: String) {
    guard let value = Double(queryValue), value.isFinite else { return nil }
    self = value
  }
  /// The shortest text that reads back as the same number.
  public var queryValue: String { description }
  /// "a number".
  public static var queryValueDescription: String { "a number" }
}

extension Bool: QueryValue {
  /// Parses `true`/`false` (also `1`/`0`).
  public init?(queryValue: String) {
    switch queryValue {
    case "true", "1": self = true
    case "false", "0": self = false
    default: return nil
    }
  }
  /// `true` or `false`.
  public var queryValue: String { self ? "true" : "false" }
  /// "true or false".
  public static var queryValueDescription: String { "true or false" }
}

extension String: QueryValue {
  /// Any text.
  public init?(queryValue: String) { self = queryValue }
  /// The text itself.
  public var queryValue: String { self }
  /// "text".
  public static var queryValueDescription: String { "text" }
}
