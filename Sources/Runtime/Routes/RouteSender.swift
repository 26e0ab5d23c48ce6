/// How a reducer's effects send routes; it lives in the environment, so a
/// test can replace it. Sending never blocks and never fails; routes sent
/// after the store shut down are dropped.
///
/// ```swift
/// struct Environment { var routes: RouteSender }
/// return .route(.returnResult(choice), through: env.routes)
/// ```
public struct RouteSender: Sendable {
  private let sink: @Sendable (Route) -> Void

  /// Creates a sender that hands each route to `sink`.
  public init(_ sink: @escaping @Sendable (Route) -> Void) { self.sink = sink }

  /// Sends a route.
  public func callAsFunction(_ route: Route) { sink(route) }

  /// A sender that drops everything (for environments that never route).
  public static let ignoring = RouteSender { _ in }
}

extension Effect {
  /// Sends `route` to the host; nothing comes back to the store.
  public static func route(
    _ route: Route, through sender: RouteSender, fileID: String = #fileID, line: UInt = #line
  ) -> Effect {
    .run(fileID: fileID, line: line, operation: { _ in sender(route) })
  }
}
