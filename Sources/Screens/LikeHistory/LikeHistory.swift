import Trellis

/// The history of likes on your posts: pages of likes with “load more”,
/// a delete button on each like with an in-flight state, and an error
/// banner with retry. All tabs share one ``LikeRepository``: a like deleted
/// in one tab disappears from every other tab showing the list (a broadcast
/// on ``LikesTopic``).
///
/// Its URL counts the pages shown: `/likes?pages=3`.
///
/// Faults (`_fail=` in `--dev`, or ``Environment/faults`` in tests), each
/// striking once per page view, so a retry succeeds:
/// - `load`: the next page load fails.
/// - `delete`: the next delete fails.
///
/// ```swift
/// let likes = LikeHistory(repository: InMemoryLikes())
/// AnyScreen(likes)  // in the host's screen list: all sessions share the repository
/// ```
public struct LikeHistory: Screen, Titled, Appearing, Prerendered, ReceivesBroadcasts {
  /// What the list shows.
  public struct State: Codable, Equatable, Sendable {
    /// How many pages the list shows (the URL's `pages`), at least 1.
    public var pages: Int
    /// The likes loaded so far, newest first.
    public var likes: [Like]
    /// How many pages have arrived.
    public var loadedPages: Int
    /// Whether a page is on its way.
    public var isLoading: Bool
    /// Whether older likes remain to load.
    public var hasMore: Bool
    /// How many likes there are in all, once a page told.
    public var total: Int?
    /// The likes whose delete is on its way.
    public var deleting: Set<Like.ID>
    /// The failure the banner shows, if any.
    public var problem: Problem?

    /// Creates a state.
    public init(
      pages: Int = 1, likes: [Like] = [], loadedPages: Int = 0, isLoading: Bool = false,
      hasMore: Bool = true, total: Int? = nil, deleting: Set<Like.ID> = [], problem: Problem? = nil
    ) {
      self.pages = pages
      self.likes = likes
      self.loadedPages = loadedPages
      self.isLoading = isLoading
      self.hasMore = hasMore
      self.total = total
      self.deleting = deleting
      self.problem = problem
    }
  }

  /// A failed request the banner reports, and what its retry does again.
  public struct Problem: Codable, Equatable, Sendable {
    /// What failed.
    public enum Operation: Codable, Equatable, Sendable {
      /// Loading the next page.
      case load
      /// Deleting the like with this id.
      case delete(Like.ID)
    }

    /// What failed.
    public var operation: Operation
    /// Why, for people.
    public var failure: LikeFailure

    /// Creates a problem.
    public init(_ operation: Operation, _ failure: LikeFailure) {
      self.operation = operation
      self.failure = failure
    }
  }

  /// What the user, the repository and other tabs do.
  public enum Action: Equatable, Sendable {
    /// The live page mounted: load the pages the URL asks for.
    case appeared
    /// The “load more” button.
    case loadMoreTapped
    /// A page arrived, or its load failed.
    case pageLoaded(Result<LikePage, LikeFailure>)
    /// The delete button of a like.
    case deleteTapped(Like.ID)
    /// The repository answered a delete: whether this request removed the like.
    case deleteAnswered(Like.ID, Result<Bool, LikeFailure>)
    /// The banner's retry button.
    case retryTapped
    /// The banner's dismiss button.
    case dismissTapped
    /// Another session (or this one) deleted a like.
    case deletedElsewhere(Like.ID)
    /// The likes fetched to fill the pages shown again after a deletion.
    case refillLoaded(Result<LikePage, LikeFailure>)
  }

  /// The work that can be cancelled or replaced.
  enum Work: Hashable, Sendable {
    case load
    case delete(Like.ID)
  }

  /// Likes per page.
  public static let pageSize = 15
  /// The most pages a URL may ask for.
  public static let maxPages = 40

  public static let name = "likes"

  /// The list's URL: `/likes?pages=3`.
  public let codec = QueryStateCodec(path: "/likes", initial: State()) {
    QueryParameter("pages", \.pages) {
      (1...LikeHistory.maxPages).contains($0)
        ? nil : "pages must be between 1 and \(LikeHistory.maxPages)"
    }
  }

  /// The likes every session of this screen shares.
  public let repository: any LikeRepository

  /// A screen over `repository`; create it once so that all tabs share it.
  public init(repository: any LikeRepository = InMemoryLikes()) {
    self.repository = repository
  }

  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(
      repository: repository, clock: context.clock, messages: context.messages,
      faults: OneShotFaults(context.faults))
  }

  /// Loads the pages the URL asks for that are not loaded yet (none when
  /// mounted from the prerendered page, nor after a failed load: its banner
  /// offers the retry).
  public func appearAction(_ state: State) -> Action? { .appeared }

  /// The first page waits for the URL's pages, so it shows them (JavaScript or not).
  public func prerenderAction(_ state: State) -> Action? { .appeared }

  public func topics(_ state: State) -> [AnyHashableSendableTopic] {
    [AnyHashableSendableTopic(LikesTopic())]
  }

  public func action(forBroadcast broadcast: Broadcast) -> Action? {
    broadcast.message(on: LikesTopic()).map(Action.deletedElsewhere)
  }

  public func title(_ state: State) -> String {
    state.total.map { "Likes (\($0))" } ?? "Likes"
  }
}
