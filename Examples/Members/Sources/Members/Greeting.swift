import WebHost

/// The members-only screen: greets the signed-in member by name and counts
/// their waves, live. The name is not in the URL: the screen reads it from
/// the request the access hook admitted.
struct Greeting: Screen, Appearing, Prerendered {
  struct State: Codable, Equatable, Sendable {
    var waves = 0
    var member = ""
  }
  enum Action: Equatable, Sendable { case appeared, waveTapped }
  static let name = "greeting"
  let codec = QueryStateCodec(path: "/greeting", initial: State()) {
    QueryParameter("waves", \.waves) { $0 >= 0 ? nil : "waves must not be negative" }
  }

  /// The member's name, as the access hook admitted it.
  func makeEnvironment(_ context: ScreenContext) -> String { context.request.user ?? "" }

  func reduce(_ state: inout State, _ action: Action, _ member: String) -> Effect<Action> {
    switch action {
    case .appeared: state.member = member
    case .waveTapped: state.waves += 1
    }
    return .none
  }

  /// The first page already shows the name.
  func prerenderAction(_ state: State) -> Action? { .appeared }
  func appearAction(_ state: State) -> Action? { state.member.isEmpty ? .appeared : nil }

  func view(_ state: State) -> Node<Action> {
    main(.class("greeting")) {
      h1 {
        "Hello, "
        span(.id("member")) { state.member }
      }
      p {
        "Waves so far: "
        output(.id("waves")) { "\(state.waves)" }
      }
      button(.id("wave"), .onClick(.waveTapped)) { "Wave" }
      form(.method("post"), .action("/logout")) { button(.id("sign-out")) { "Sign out" } }
    }
  }
}
