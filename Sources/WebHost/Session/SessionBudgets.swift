/// What the registry counts to budget new sessions: one session per page
/// token (a page mounts one; a script replaying its token mounts no more),
/// and the sessions each client address holds.
struct SessionBudgets: Sendable {
  private var byToken: [String: String] = [:]
  private var perAddress: [String: Int] = [:]
  /// Each session's token and address, to forget them when it goes.
  private var owners: [String: (token: String, address: String?)] = [:]

  /// The session the page token mounted, if it still exists.
  func session(of pageToken: String) -> String? { byToken[pageToken] }

  /// How many sessions `address` holds (none counted without an address).
  func count(of address: String?) -> Int { address.map { perAddress[$0] ?? 0 } ?? 0 }

  /// Counts a new session.
  mutating func add(_ id: String, pageToken: String, address: String?) {
    byToken[pageToken] = id
    if let address { perAddress[address, default: 0] += 1 }
    owners[id] = (pageToken, address)
  }

  /// Rebuilds the tables at their size (they keep their peak capacity).
  mutating func compact() {
    byToken = byToken.compacted
    perAddress = perAddress.compacted
    owners = owners.compacted
  }

  /// Forgets a session that went.
  mutating func remove(_ id: String) {
    guard let (token, address) = owners.removeValue(forKey: id) else { return }
    if byToken[token] == id { byToken[token] = nil }
    if let address {
      let left = (perAddress[address] ?? 1) - 1
      perAddress[address] = left > 0 ? left : nil
    }
  }
}
