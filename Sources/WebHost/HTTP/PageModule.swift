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

  /// The opt-in upload module, for pages with an upload binding.
  public static let uploads = PageModule("trellis-upload.js", when: "data-t-upload=")
  /// The opt-in hooks module, for pages with a hook; list it before the hooks' widgets.
  public static let hooks = PageModule("trellis-hooks.js", when: "data-hook=")

  /// The widget script `name` of the hook `hook`, for pages that show that hook.
  public static func hook(_ hook: String, script name: String) -> PageModule {
    PageModule(name, when: "data-hook=\"\(hook)\"")
  }
}
