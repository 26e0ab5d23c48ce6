#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit on open files (every connection holds one).
enum OpenFileLimit {
  /// Raises the soft limit to the hard limit (what the system allows
  /// without privileges) once per process; returns the soft limit now in
  /// force, or `nil` when it cannot be read.
  @discardableResult
  static func raise() -> Int? { raised }

  private static let raised: Int? = {
    var limits = rlimit()
    guard getrlimit(resourceNumber, &limits) == 0 else { return nil }
    if limits.rlim_cur < limits.rlim_max {
      var wanted = limits
      wanted.rlim_cur = limits.rlim_max
      if setrlimit(resourceNumber, &wanted) == 0 { limits = wanted }
    }
    return Int(clamping: limits.rlim_cur)
  }()

  #if canImport(Glibc)
    private static let resourceNumber = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let resourceNumber = RLIMIT_NOFILE
  #endif
}
