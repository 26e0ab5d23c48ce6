/// The permessage-deflate terms (RFC 7692) agreed with one client.
///
/// The server never keeps a compressor: each outgoing message is deflated
/// by a fresh stream, primed with the last bytes sent (``DeflateContext``)
/// unless the client asks for `server_no_context_takeover`. For the client's messages it asks for a bounded window
/// (`client_max_window_bits=N`, keeping the last 2^N bytes the client sent)
/// when the client offers that parameter, and `client_no_context_takeover`
/// otherwise (RFC 7692 § 7.1.1.1 lets a server add it to any offer).
///
/// ```swift
/// let terms = DeflateNegotiation.accept(offers: ["permessage-deflate; client_max_window_bits"], clientWindowBits: 9)
/// terms?.responseHeader  // "permessage-deflate; client_max_window_bits=9"
/// ```
struct DeflateNegotiation: Sendable, Equatable {
  /// The largest window the server's messages may use (the client's
  /// `server_max_window_bits`, 15 when it names none).
  var serverMaxWindowBits: Int
  /// Whether the client keeps its inflater between the server's messages.
  var serverKeepsContext = true
  /// The window of the client's messages when it keeps its context between
  /// messages; `nil` when every client message starts a fresh stream.
  var clientWindowBits: Int?
  /// The `Sec-WebSocket-Extensions` value of the upgrade response.
  var responseHeader: String

  /// The terms for the first acceptable `permessage-deflate` offer among the
  /// request's `Sec-WebSocket-Extensions` values, or `nil` if none is.
  /// `clientWindowBits` (9…15) caps the window asked of the client.
  static func accept(offers headerValues: [String], clientWindowBits: Int) -> Self? {
    let cap = min(max(clientWindowBits, 9), 15)
    for offer in headerValues.flatMap({ $0.split(separator: ",") }) {
      if let terms = accept(offer: offer, clientWindowCap: cap) { return terms }
    }
    return nil
  }

  /// One offer: `permessage-deflate` followed by `; name[=value]` parameters.
  private static func accept(offer: Substring, clientWindowCap: Int) -> Self? {
    let parts = offer.split(separator: ";", omittingEmptySubsequences: false).map(trimmed)
    guard parts.first?.lowercased() == "permessage-deflate" else { return nil }
    var parameters: [String: String?] = [:]
    for part in parts.dropFirst() {
      let pair = part.split(separator: "=", maxSplits: 1).map(trimmed)
      guard let name = pair.first?.lowercased(), !name.isEmpty, parameters[name] == nil else {
        return nil  // an empty or repeated parameter makes the offer invalid
      }
      parameters[name] = pair.count == 2 ? unquoted(pair[1]) : String?.none
    }
    var serverMax = 15
    var response = "permessage-deflate"
    if parameters.keys.contains("server_no_context_takeover") {
      response += "; server_no_context_takeover"
    }
    var clientWindow: Int?
    for (name, value) in parameters {
      switch name {
      case "server_no_context_takeover", "client_no_context_takeover":
        guard value == nil else { return nil }
      case "server_max_window_bits":
        // zlib cannot write a raw deflate stream with an 8-bit window.
        guard let bits = value.flatMap(windowBits), bits >= 9 else { return nil }
        serverMax = bits
        response += "; server_max_window_bits=\(bits)"
      case "client_max_window_bits":
        if let value {
          guard let bits = windowBits(value) else { return nil }
          clientWindow = min(bits, clientWindowCap)
        } else {
          clientWindow = clientWindowCap
        }
      default:
        return nil
      }
    }
    if parameters.keys.contains("client_no_context_takeover") { clientWindow = nil }
    if let clientWindow {
      response += "; client_max_window_bits=\(clientWindow)"
    } else {
      response += "; client_no_context_takeover"
    }
    return Self(
      serverMaxWindowBits: serverMax,
      serverKeepsContext: !parameters.keys.contains("server_no_context_takeover"),
      clientWindowBits: clientWindow, responseHeader: response)
  }

  private static func windowBits(_ text: String) -> Int? {
    guard text.count <= 2, text.allSatisfy(\.isASCII), let bits = Int(text), (8...15).contains(bits)
    else { return nil }
    return bits
  }

  private static func trimmed(_ text: Substring) -> String {
    String(
      text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  private static func unquoted(_ text: String) -> String {
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
    return String(text.dropFirst().dropLast())
  }
}
