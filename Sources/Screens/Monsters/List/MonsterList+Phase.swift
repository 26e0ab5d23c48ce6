import CasePaths

extension MonsterList {
  /// The states of the list's machine (see ``MonsterList/machine``).
  @CasePathable
  public enum Phase: Codable, Equatable, Sendable {
    /// Nothing loaded yet; `pages` pages will be.
    case initial(pages: Int)
    /// The first `pages` pages are loading.
    case loading(pages: Int)
    /// Monsters shown, idle.
    case list(Listing)
    /// Monsters shown, the next page loading.
    case pageLoading(Listing)
    /// Monsters shown, the next page failed.
    case pageError(PageFailure)
    /// The first load failed: nothing to show.
    case error(LoadFailure)

    /// The pages shown, or to be shown once loaded.
    public var pages: Int {
      switch self {
      case .initial(let pages), .loading(let pages): pages
      case .list(let listing), .pageLoading(let listing): listing.pages
      case .pageError(let failure): failure.listing.pages
      case .error(let failure): failure.pages
      }
    }

    /// The monsters shown, if any phase with a list.
    public var listing: Listing? {
      switch self {
      case .list(let listing), .pageLoading(let listing): listing
      case .pageError(let failure): failure.listing
      case .initial, .loading, .error: nil
      }
    }

    /// Removes the monster numbered `id` from the monsters shown.
    mutating func remove(monsterID id: Int) {
      switch self {
      case .list(var listing):
        listing.monsters.removeAll { $0.id == id }
        self = .list(listing)
      case .pageLoading(var listing):
        listing.monsters.removeAll { $0.id == id }
        self = .pageLoading(listing)
      case .pageError(var failure):
        failure.listing.monsters.removeAll { $0.id == id }
        self = .pageError(failure)
      case .initial, .loading, .error:
        break
      }
    }
  }

  /// The monsters shown and how many pages they came from.
  public struct Listing: Codable, Equatable, Sendable {
    /// The monsters, in id order.
    public var monsters: [Monster]
    /// How many pages were loaded (the URL's `pages`).
    public var pages: Int
    /// Whether “load more” has anything to load.
    public var hasMore: Bool

    /// Creates a listing.
    public init(monsters: [Monster], pages: Int, hasMore: Bool) {
      self.monsters = monsters
      self.pages = pages
      self.hasMore = hasMore
    }

    /// The listing with `page` loaded after it.
    func appending(_ page: MonsterPage) -> Listing {
      Listing(
        monsters: monsters + page.monsters, pages: page.monsters.isEmpty ? pages : pages + 1,
        hasMore: page.hasMore)
    }
  }

  /// A next page that failed to load, and the monsters still shown.
  public struct PageFailure: Codable, Equatable, Sendable {
    /// The monsters shown.
    public var listing: Listing
    /// What went wrong, for the user.
    public var message: String

    /// Creates a failure.
    public init(listing: Listing, message: String) {
      self.listing = listing
      self.message = message
    }
  }

  /// A first load that failed.
  public struct LoadFailure: Codable, Equatable, Sendable {
    /// The pages a retry loads.
    public var pages: Int
    /// What went wrong, for the user.
    public var message: String

    /// Creates a failure.
    public init(pages: Int, message: String) {
      self.pages = pages
      self.message = message
    }
  }
}
