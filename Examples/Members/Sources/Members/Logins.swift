import Foundation

/// The members' accounts and their signed-in cookie sessions, in memory.
actor Logins {
  /// The session cookie's name.
  static let cookie = "member"
  private let accounts: [String: String]
  private var sessions: [String: String] = [:]

  init(accounts: [String: String]) { self.accounts = accounts }

  /// A new session id for `name` when `password` is theirs.
  func signIn(name: String, password: String) -> String? {
    guard let expected = accounts[name], expected == password else { return nil }
    let id = (0..<24).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max)) }.joined()
    sessions[id] = name
    return id
  }

  /// Ends the session `id`.
  func signOut(_ id: String?) {
    if let id { sessions[id] = nil }
  }

  /// The member the session cookie `id` belongs to.
  func member(signedInBy id: String?) -> String? {
    id.flatMap { sessions[$0] }
  }
}
