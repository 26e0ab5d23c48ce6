import Trellis

/// The start page: the list of screens, as plain links.
public struct Home: Screen, Titled {
  /// The home page holds no state.
  public struct State: Codable, Equatable, Sendable {
    /// Creates the state.
    public init() {}
  }
  /// The home page has no actions.
  public enum Action: Equatable, Sendable {}

  /// One entry of the list.
  public struct Entry: Sendable, Equatable {
    /// The link text.
    public var title: String
    /// The URL.
    public var url: String
    /// What the screen shows.
    public var summary: String
    /// Creates an entry.
    public init(title: String, url: String, summary: String) {
      self.title = title
      self.url = url
      self.summary = summary
    }
  }

  public static let name = "home"
  /// The screens listed.
  public let entries: [Entry]
  /// The bare root path.
  public let codec = QueryStateCodec(path: "/", initial: State()) {}

  /// A home page listing `entries`.
  public init(entries: [Entry]) { self.entries = entries }

  public func makeEnvironment(_ context: ScreenContext) {}

  public func reduce(_ state: inout State, _ action: Action, _ environment: Void) -> Effect<Action>
  {}

  public func view(_ state: State) -> Node<Action> {
    main(.class("home")) {
      header {
        h1 { "Trellis gallery" }
        p(.class("lead")) {
          "Screens that live on the server: every click is an action, every state a URL."
        }
      }
      ul(.id("screens")) {
        for entry in entries {
          li(.key(entry.url)) {
            a(.href(entry.url)) { entry.title }
            p { entry.summary }
          }
        }
      }
    }
  }

  public func title(_ state: State) -> String { "Trellis gallery" }
}
