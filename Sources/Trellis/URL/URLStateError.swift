/// Why a URL could not be turned back into a screen's state.
///
/// Every case has a ``message`` fit for the 400 page that answers the request.
public enum URLStateError: Error, Equatable, Sendable {
  /// The URL is not well formed (bad escape, bad base64, bad JSON, …).
  case malformed(String)
  /// The URL, or the encoded state in it, is longer than allowed.
  case oversize(limit: Int, actual: Int)
  /// The compressed state inflates past the allowed size.
  case inflatedTooLarge(limit: Int)
  /// The state decoded but the screen rejects it.
  case invalid(String)
  /// The state is signed and its signature is missing or wrong.
  case badSignature

  /// A sentence saying what is wrong, for people.
  public var message: String {
    switch self {
    case .malformed(let reason): "The address is malformed: \(reason)."
    case .oversize(let limit, let actual):
      "The address is too long: \(actual) bytes where at most \(limit) are allowed."
    case .inflatedTooLarge(let limit):
      "The state in the address unpacks to more than \(limit) bytes."
    case .invalid(let reason): "The state in the address is not valid: \(reason)."
    case .badSignature: "The state in the address is not signed by this server."
    }
  }
}
