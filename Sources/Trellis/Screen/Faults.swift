/// Failures a test or a developer asks a screen's repositories to inject,
/// by name. In development mode the host reads them from the reserved
/// query parameter `_fail` (`/monsters?_fail=first-page,delete`); each
/// screen documents the names it understands and what each one breaks.
///
/// ```swift
/// if environment.faults.contains("first-page") { throw RepositoryError.unreachable }
/// ```
public struct Faults: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The names of the failures asked for.
  public var names: Set<String>

  /// No failures.
  public static let none = Faults()

  /// The failures named in `names`.
  public init(_ names: some Sequence<String> = []) { self.names = Set(names) }

  /// The failures named in the literal.
  public init(arrayLiteral elements: String...) { self.init(elements) }

  /// The failures of a comma-separated list (`first-page,delete`).
  public init(parsing list: String) {
    self.init(list.split(separator: ",").map(String.init))
  }

  /// Whether the failure `name` was asked for.
  public func contains(_ name: String) -> Bool { names.contains(name) }
}
