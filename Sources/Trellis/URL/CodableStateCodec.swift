import Foundation

/// A URL for any `Codable` state: JSON, deflated with zlib, in base64url, as
/// the query parameter `s` (`/screen?s=eNqr…`).
///
/// ```swift
/// let codec = CodableStateCodec(path: "/album", initial: Album.State()) { state in
///   state.photos.count <= 100 ? nil : "at most 100 photos"
/// }
/// let url = codec.url(for: state)
/// let back = try codec.state(from: url)
/// ```
public struct CodableStateCodec<State: Codable & Sendable>: StateCodec {
  /// The name of the query parameter holding the encoded state.
  public static var parameter: String { "s" }

  public let path: String
  /// The state of a URL without the `s` parameter.
  public let initial: State
  /// Size bounds for the encoded and inflated state.
  public let limits: URLLimits
  private let validate: @Sendable (State) -> String?

  /// Creates a codec; `validate` returns a reason to reject a decoded state.
  public init(
    path: String, initial: State, limits: URLLimits = .standard,
    validate: @escaping @Sendable (State) -> String? = { _ in nil }
  ) {
    self.path = path
    self.initial = initial
    self.limits = limits
    self.validate = validate
  }

  public func url(for state: State) -> StateURL {
    let encoder = JSONEncoder()
    // Sorted keys: equal states give equal URLs.
    encoder.outputFormatting = [.sortedKeys]
    // Encoding a Codable value only fails for non-conforming floats; such a
    // state cannot be linked to, so it falls back to the bare path.
    guard let json = try? encoder.encode(state) else { return StateURL(path: path) }
    let packed = Zlib.deflate(Array(json))
    return StateURL(path: path, query: [.init(Self.parameter, Base64URL.encode(packed))])
  }

  public func state(from url: StateURL) throws(URLStateError) -> State {
    if let unknown = url.query.first(where: { $0.name != Self.parameter }) {
      throw .malformed("unknown parameter “\(unknown.name)”")
    }
    guard let encoded = url.value(Self.parameter) else { return initial }
    let length = encoded.utf8.count
    if length > limits.maxEncodedStateBytes {
      throw .oversize(limit: limits.maxEncodedStateBytes, actual: length)
    }
    guard let packed = Base64URL.decode(encoded) else {
      throw .malformed("the state is not valid base64url")
    }
    let json: [UInt8]
    do throws(Zlib.Failure) {
      json = try Zlib.inflate(packed, limit: limits.maxInflatedBytes)
    } catch .outputTooLarge(let limit) {
      throw .inflatedTooLarge(limit: limit)
    } catch {
      throw .malformed("the state is not a valid zlib stream")
    }
    let state: State
    do {
      state = try JSONDecoder().decode(State.self, from: Data(json))
    } catch {
      throw .malformed("the state does not decode (\(Self.describe(error)))")
    }
    if let reason = validate(state) { throw .invalid(reason) }
    return state
  }

  /// A short, path-naming description of a decoding error.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "invalid JSON" }
    func at(_ path: [any CodingKey]) -> String {
      path.isEmpty ? "the top level" : path.map(\.stringValue).joined(separator: ".")
    }
    switch error {
    case .typeMismatch(_, let context): return "wrong type at \(at(context.codingPath))"
    case .valueNotFound(_, let context): return "missing value at \(at(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "missing key \(at(context.codingPath + [key]))"
    case .dataCorrupted(let context): return "invalid data at \(at(context.codingPath))"
    @unknown default: return "invalid JSON"
    }
  }
}
