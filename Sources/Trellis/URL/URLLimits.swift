/// Size bounds applied to every URL before any state is decoded from it.
public struct URLLimits: Sendable, Hashable {
  /// Longest accepted request target (path and query), in bytes.
  public var maxTargetBytes: Int
  /// Longest accepted encoded state parameter, in bytes.
  public var maxEncodedStateBytes: Int
  /// Largest accepted state once inflated, in bytes.
  public var maxInflatedBytes: Int

  /// Creates limits.
  public init(
    maxTargetBytes: Int = 8192, maxEncodedStateBytes: Int = 6144, maxInflatedBytes: Int = 65536
  ) {
    self.maxTargetBytes = maxTargetBytes
    self.maxEncodedStateBytes = maxEncodedStateBytes
    self.maxInflatedBytes = maxInflatedBytes
  }

  /// The defaults: 8 KiB targets, 6 KiB encoded state, 64 KiB inflated.
  public static let standard = URLLimits()
}
