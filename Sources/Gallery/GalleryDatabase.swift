import Logging
import PostgresNIO
import Screens
import ServiceLifecycle
import TrellisPostgres
import WebHost

/// The gallery on a shared PostgreSQL database (`--database-url`): the
/// message hub and the likes every node shares, over one pool of connections.
struct GalleryDatabase {
  let client: PostgresClient
  let likes: PostgresLikes
  private let endpoint: PostgresEndpoint
  private let logger: Logger

  /// The broadcasts and results the gallery's screens send across nodes.
  static let shared = SharedMessageTypes(
    topics: [LikesTopic.self], results: [MonsterDeletion.self])

  init(url: String, logger: Logger) throws(PostgresEndpointError) {
    endpoint = try PostgresEndpoint(url: url)
    client = PostgresClient(configuration: endpoint.clientConfiguration, backgroundLogger: logger)
    likes = PostgresLikes(client: client, logger: logger)
    self.logger = logger
  }

  /// A hub resolving navigations among `screens`.
  func hub(for screens: [AnyScreen]) -> PostgresMessageHub {
    PostgresMessageHub(
      client: client, endpoint: endpoint, types: Self.shared, logger: logger,
      resolve: ScreenCatalog.destinations(screens))
  }

  /// The services to run before the web server: the pool, then the likes'
  /// table and the hub (started once the pool runs).
  func services(hub: PostgresMessageHub) -> [any Service] {
    [client, Startup(likes: likes, hub: hub, logger: logger)]
  }

  private struct Startup: Service {
    let likes: PostgresLikes
    let hub: PostgresMessageHub
    let logger: Logger

    func run() async throws {
      // A database still starting (a cluster booting together) is waited for.
      try await untilItWorks("likes not ready; retrying", logger: logger) {
        try await likes.prepare()
      }
      try await hub.run()
    }
  }
}
