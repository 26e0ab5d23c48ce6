/// Bounds on what a client may send in one message.
public struct WireLimits: Sendable, Hashable {
  /// Largest accepted message, in bytes.
  public var maxMessageBytes: Int
  /// Longest accepted string field (a value, a form field, a URL), in bytes.
  public var maxStringBytes: Int
  /// Most form fields accepted in one event.
  public var maxFormFields: Int

  /// Creates limits.
  public init(maxMessageBytes: Int = 65536, maxStringBytes: Int = 16384, maxFormFields: Int = 256) {
    self.maxMessageBytes = maxMessageBytes
    self.maxStringBytes = maxStringBytes
    self.maxFormFields = maxFormFields
  }

  /// The defaults: 64 KiB messages, 16 KiB strings, 256 form fields.
  public static let standard = WireLimits()
}
