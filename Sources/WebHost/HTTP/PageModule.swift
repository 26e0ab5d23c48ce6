#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A module script a page loads after the client, when its markup needs it:
/// the opt-in upload and hooks modules, a hook's widget.
///
/// ```swift
/// PageModule("trellis-upload.js", when: "data-t-upload=")
/// ```
public struct PageModule: Sendable, Hashable {
  /// The file's name among the static files.
  public var name: String
  /// Text the page's rendered body must contain for the page to load it;
  /// `nil` for every page.
  public var marker: String?

  /// Creates a module loaded by pages whose body contains `marker` (every page for `nil`).
  public init(_ name: String, when marker: String? = nil) {
    self.name = name
    self.marker = marker
  }

  /// Whether a page whose rendered body is `body` loads this module.
  public func isNeeded(byBody body: String) -> Bool {
    guard var needle = marker, !needle.isEmpty else { return true }
    // Bytes, not characters: `String.contains` walks grapheme clusters, and
    // on a 1,000-row table it was 3 % of a Benchmark session's server time.
    var body = body
    return body.withUTF8 { haystack in
      needle.withUTF8 { needle in Self.find(needle, in: haystack) }
    }
  }

  /// Whether `needle` (not empty) occurs in `haystack`: `memchr` to each
  /// candidate first byte, `memcmp` there.
  static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let start = haystack.baseAddress, let pattern = needle.baseAddress,
      needle.count <= haystack.count
    else { return false }
    let last = haystack.count - needle.count
    var from = 0
    while from <= last,
      let hit = memchr(start + from, Int32(pattern.pointee), last - from + 1)
    {
      let at = UnsafeRawPointer(hit) - UnsafeRawPointer(start)
      if memcmp(start + at, pattern, needle.count) == 0 { return true }
      from = at + 1
    }
    return false
  }

  /// The opt-in upload module, for pages with an upload binding.
  public static let uploads = PageModule("trellis-upload.js", when: "data-t-upload=")
  /// The opt-in hooks module, for pages with a hook; list it before the hooks' widgets.
  public static let hooks = PageModule("trellis-hooks.js", when: "data-hook=")

  /// The widget script `name` of the hook `hook`, for pages that show that hook.
  public static func hook(_ hook: String, script name: String) -> PageModule {
    PageModule(name, when: "data-hook=\"\(hook)\"")
  }
}
