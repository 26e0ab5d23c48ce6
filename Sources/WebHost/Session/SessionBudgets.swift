/// What the registry counts to budget new sessions: one session per page
/// token (a page mounts one; a script replaying its token mounts no more),
/// and the sessions each client address holds.
struct SessionBudgets: Sendable {
  private var byToken: [String: String] = [:]
  private var perAddress: [String: Int] = [:]

  /// The session the page token mounted, if it still exists.
  func session(of pageToken: String) -> String? { byToken[pageToken] }

  /// How many sessions `address` holds (none counted without an address).
  func count(of address: String?) -> Int { address.map { perAddress[$0] ?? 0 } ?? 0 }

  /// Counts a new session (by its page token and address).
  mutating func add(_ session: Session) {
    byToken[session.pageToken] = session.id
    if let address = session.address { perAddress[address, default: 0] += 1 }
  }

  /// Rebuilds the tables at their size (they keep their peak capacity).
  mutating func compact() {
    byToken = byToken.compacted
    perAddress = perAddress.compacted
  }

  /// Forgets a session that went (counted by ``add(_:)``, once).
  mutating func remove(_ session: Session) {
    let (id, token) = (session.id, session.pageToken)
    if byToken[token] == id { byToken[token] = nil }
    if let address = session.address {
      let left = (perAddress[address] ?? 1) - 1
      perAddress[address] = left > 0 ? left : nil
    }
  }
}
