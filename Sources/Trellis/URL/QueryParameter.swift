/// One typed query parameter of a readable URL, bound to a state property.
///
/// A parameter whose value equals the codec's initial state is left out of
/// the URL, so the plain path means the initial state.
///
/// ```swift
/// QueryParameter("page", \.page) { $0 >= 1 ? nil : "page must be at least 1" }
/// ```
public struct QueryParameter<State>: Sendable {
  /// The parameter's name in the query.
  public let name: String
  let read: @Sendable (_ state: State, _ initial: State) -> String?
  let write: @Sendable (_ state: inout State, _ text: String) throws(URLStateError) -> Void

  /// A parameter holding the property at `keyPath`; `validate` returns a
  /// reason to reject a parsed value.
  public init<Value: QueryValue>(
    _ name: String,
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    validate: @escaping @Sendable (Value) -> String? = { _ in nil }
  ) {
    self.init(
      name: name,
      read: { state, initial in
        let value = state[keyPath: keyPath]
        return value == initial[keyPath: keyPath] ? nil : value.queryValue
      },
      write: { (state: inout State, text: String) throws(URLStateError) in
        guard let value = Value(queryValue: text) else {
          throw .invalid("“\(name)” must be \(Value.queryValueDescription), not “\(text)”")
        }
        if let reason = validate(value) { throw .invalid(reason) }
        state[keyPath: keyPath] = value
      })
  }

  private init(
    name: String, read: @escaping @Sendable (State, State) -> String?,
    write: @escaping @Sendable (inout State, String) throws(URLStateError) -> Void
  ) {
    self.name = name
    self.read = read
    self.write = write
  }
}
