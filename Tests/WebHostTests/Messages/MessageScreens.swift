import WebHost

/// A list that opens a detail screen and hears back when an item is deleted.
struct ItemList: Screen, ReceivesResults {
  struct State: Codable, Equatable, Sendable { var items = [1, 2, 3] }
  enum Action: Equatable, Sendable {
    case itemTapped(Int)
    case itemDeleted(Int)
  }
  static let name = "items"
  let codec = CodableStateCodec(path: "/items", initial: State())

  func makeEnvironment(_ context: ScreenContext) -> MessageSender { context.messages }

  func reduce(_ state: inout State, _ action: Action, _ messages: MessageSender) -> Effect<Action> {
    switch action {
    case .itemTapped(let id):
      return .message(.navigate(to: ItemDetail.self, state: .init(id: id)), through: messages)
    case .itemDeleted(let id):
      state.items.removeAll { $0 == id }
      return .none
    }
  }

  func view(_ state: State) -> Node<Action> {
    ul(.id("items")) {
      for id in state.items {
        li(.key(id)) { button(.onClick(.itemTapped(id))) { "Item \(id)" } }
      }
    }
  }

  func action(forResult result: ScreenResult) -> Action? {
    result.value(as: ItemDetail.Deleted.self).map { .itemDeleted($0.id) }
  }
}

/// The detail screen: deleting hands the id back to the opener.
struct ItemDetail: Screen {
  struct State: Codable, Equatable, Sendable { var id = 0 }
  struct Deleted: Sendable { var id: Int }
  enum Action: Equatable, Sendable { case deleteTapped }
  static let name = "item"
  let codec = QueryStateCodec(path: "/item", initial: State()) { QueryParameter("id", \.id) }

  func makeEnvironment(_ context: ScreenContext) -> MessageSender { context.messages }

  func reduce(_ state: inout State, _ action: Action, _ messages: MessageSender) -> Effect<Action> {
    .message(.returnResult(Deleted(id: state.id)), through: messages)
  }

  func view(_ state: State) -> Node<Action> {
    main {
      p { "Item \(state.id)" }
      button(.onClick(.deleteTapped)) { "Delete" }
    }
  }
}

/// The topic every likes screen listens to.
struct LikesTopic: BroadcastTopic {
  typealias Message = Int
}

/// A like button whose count every open likes screen shows.
struct Likes: Screen, ReceivesBroadcasts {
  struct State: Codable, Equatable, Sendable { var likes = 0 }
  enum Action: Equatable, Sendable {
    case likeTapped
    case likesChanged(Int)
  }
  static let name = "likes"
  let codec = QueryStateCodec(path: "/likes", initial: State()) { QueryParameter("n", \.likes) }

  func makeEnvironment(_ context: ScreenContext) -> MessageSender { context.messages }

  func reduce(_ state: inout State, _ action: Action, _ messages: MessageSender) -> Effect<Action> {
    switch action {
    case .likeTapped:
      return .message(.broadcast(LikesTopic(), state.likes + 1), through: messages)
    case .likesChanged(let likes):
      state.likes = likes
      return .none
    }
  }

  func view(_ state: State) -> Node<Action> {
    p { button(.onClick(.likeTapped)) { "♥ \(state.likes)" } }
  }

  func topics(_ state: State) -> [AnyHashableSendableTopic] {
    [AnyHashableSendableTopic(LikesTopic())]
  }

  func action(forBroadcast broadcast: Broadcast) -> Action? {
    broadcast.message(on: LikesTopic()).map(Action.likesChanged)
  }
}

/// A host serving the three route screens.
func makeRouteHost() -> WebHost {
  let catalog = ScreenCatalog([AnyScreen(ItemList()), AnyScreen(ItemDetail()), AnyScreen(Likes())])
  return WebHost(
    pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
    staticFiles: StaticFiles(files: []),
    configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"]))
}
