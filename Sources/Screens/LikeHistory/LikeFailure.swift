/// Why the likes service did not answer, worded for the person reading the banner.
public struct LikeFailure: Error, Codable, Hashable, Sendable {
  /// What went wrong, as a sentence.
  public var message: String

  /// A failure described by `message`.
  public init(_ message: String) { self.message = message }

  /// The network dropped the request.
  public static let unreachable = LikeFailure("The likes service could not be reached.")
}
