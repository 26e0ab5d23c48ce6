/// A path and an ordered list of query parameters: the part of a URL that
/// holds a screen's state.
///
/// ```swift
/// let url = try StateURL(parsing: "/todo?filter=done&page=2")
/// url.value("filter")  // "done"
/// url.target           // "/todo?filter=done&page=2"
/// ```
public struct StateURL: Sendable, Hashable {
  /// One `name=value` pair of the query, percent-decoded.
  public struct Item: Sendable, Hashable {
    /// The parameter's name.
    public var name: String
    /// The parameter's value.
    public var value: String
    /// Creates an item.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The percent-decoded path, starting with `/`.
  public var path: String
  /// The query parameters in order; names are unique.
  public var query: [Item]

  /// Creates a URL from its parts.
  public init(path: String, query: [Item] = []) {
    self.path = path
    self.query = query
  }

  /// Parses a request target (`/path?query`), bounded by `limits`.
  public init(parsing target: String, limits: URLLimits = .standard) throws(URLStateError) {
    let bytes = target.utf8.count
    if bytes > limits.maxTargetBytes {
      throw .oversize(limit: limits.maxTargetBytes, actual: bytes)
    }
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let rawPath = parts[0].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
    guard rawPath.hasPrefix("/") else { throw .malformed("the path must start with “/”") }
    path = try PercentCoding.decode(rawPath, plusIsSpace: false)
    query = []
    guard parts.count == 2 else { return }
    let rawQuery = parts[1].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
    for pair in rawQuery.split(separator: "&") {
      let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try PercentCoding.decode(halves[0], plusIsSpace: true)
      let value = halves.count == 2 ? try PercentCoding.decode(halves[1], plusIsSpace: true) : ""
      if name.isEmpty { throw .malformed("a query parameter has no name") }
      if query.contains(where: { $0.name == name }) {
        throw .malformed("the parameter “\(name)” appears more than once")
      }
      query.append(Item(name, value))
    }
  }

  /// The value of the parameter `name`, if present.
  public func value(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The request target, percent-encoded: `/path?name=value&…`.
  public var target: String {
    var result = PercentCoding.encode(path, keepingSlashes: true)
    for (index, item) in query.enumerated() {
      result += index == 0 ? "?" : "&"
      result += PercentCoding.encode(item.name) + "=" + PercentCoding.encode(item.value)
    }
    return result
  }
}
