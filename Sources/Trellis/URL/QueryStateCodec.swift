/// A readable URL for a screen's state: a fixed path and typed query
/// parameters, defaults left out.
///
/// ```swift
/// let codec = QueryStateCodec(path: "/todo", initial: Todo.State()) {
///   QueryParameter("filter", \.filter)
///   QueryParameter("page", \.page) { $0 >= 1 ? nil : "page must be at least 1" }
/// }
/// codec.url(for: state).target  // "/todo?filter=done&page=2"
/// ```
public struct QueryStateCodec<State: Sendable>: StateCodec {
  public let path: String
  /// The state of the bare path; parameters equal to it are left out.
  public let initial: State
  /// The parameters, in the order they appear in URLs.
  public let parameters: [QueryParameter<State>]
  private let validate: @Sendable (State) -> String?

  /// Creates a codec from its parameters; `validate` checks the whole state.
  public init(
    path: String, initial: State,
    validate: @escaping @Sendable (State) -> String? = { _ in nil },
    @QueryParametersBuilder<State> parameters: () -> [QueryParameter<State>]
  ) {
    self.path = path
    self.initial = initial
    self.parameters = parameters()
    self.validate = validate
  }

  public func url(for state: State) -> StateURL {
    StateURL(
      path: path,
      query: parameters.compactMap { parameter in
        parameter.read(state, initial).map { StateURL.Item(parameter.name, $0) }
      })
  }

  public func state(from url: StateURL) throws(URLStateError) -> State {
    var state = initial
    for item in url.query {
      guard let parameter = parameters.first(where: { $0.name == item.name }) else {
        throw .malformed("unknown parameter “\(item.name)”")
      }
      try parameter.write(&state, item.value)
    }
    if let reason = validate(state) { throw .invalid(reason) }
    return state
  }
}

/// Collects the parameters of a ``QueryStateCodec``, one per line.
@resultBuilder
public enum QueryParametersBuilder<State> {
  /// Gives each line its type, so the state type need not be spelled out.
  public static func buildExpression(_ parameter: QueryParameter<State>) -> QueryParameter<State> {
    parameter
  }

  /// Gathers the listed parameters.
  public static func buildBlock(_ parameters: QueryParameter<State>...) -> [QueryParameter<State>] {
    parameters
  }
}
