import Foundation
import Logging
import PostgresNIO

/// Where the database is: host, port, user, password and database name, read
/// from a URL such as `postgres://trellis@127.0.0.1:5432/gallery`. Plain TCP
/// (the database sits beside the nodes, on a private network or loopback).
///
/// ```swift
/// let endpoint = try PostgresEndpoint(url: "postgres://trellis@127.0.0.1:5432/gallery")
/// let client = PostgresClient(configuration: endpoint.clientConfiguration, backgroundLogger: logger)
/// ```
public struct PostgresEndpoint: Hashable, Sendable {
  /// The server's host name or address.
  public var host: String
  /// The server's port.
  public var port: Int
  /// The user to connect as.
  public var username: String
  /// The user's password, if the server asks for one.
  public var password: String?
  /// The database.
  public var database: String

  /// An endpoint from its parts.
  public init(
    host: String, port: Int = 5432, username: String, password: String? = nil, database: String
  ) {
    self.host = host
    self.port = port
    self.username = username
    self.password = password
    self.database = database
  }

  /// An endpoint from a `postgres://USER[:PASSWORD]@HOST[:PORT]/DB` URL.
  public init(url: String) throws(PostgresEndpointError) {
    guard let components = URLComponents(string: url),
      let scheme = components.scheme, ["postgres", "postgresql"].contains(scheme)
    else { throw .invalid("“\(url)” is not a postgres:// URL") }
    guard let host = components.host, !host.isEmpty else {
      throw .invalid("“\(url)” names no host")
    }
    guard let username = components.user, !username.isEmpty else {
      throw .invalid("“\(url)” names no user (postgres://USER@HOST:PORT/DB)")
    }
    let database = String(components.path.drop { $0 == "/" })
    guard !database.isEmpty, !database.contains("/") else {
      throw .invalid("“\(url)” names no database (postgres://USER@HOST:PORT/DB)")
    }
    if let port = components.port, !(1...65_535).contains(port) {
      throw .invalid("“\(url)” has port \(port), outside 1…65535")
    }
    self.init(
      host: host, port: components.port ?? 5432, username: username,
      password: components.password, database: database)
  }

  /// The configuration of a pool of connections to this endpoint.
  public var clientConfiguration: PostgresClient.Configuration {
    var configuration = PostgresClient.Configuration(
      host: host, port: port, username: username, password: password, database: database,
      tls: .disable)
    // A node that lost the database gives up on a request quickly, then retries.
    configuration.options.connectTimeout = .seconds(5)
    return configuration
  }

  /// The configuration of one dedicated connection (the hub's listener).
  public var connectionConfiguration: PostgresConnection.Configuration {
    var configuration = PostgresConnection.Configuration(
      host: host, port: port, username: username, password: password, database: database,
      tls: .disable)
    configuration.options.connectTimeout = .seconds(5)
    return configuration
  }
}

/// Why a database URL was refused.
public enum PostgresEndpointError: Error, Equatable, CustomStringConvertible {
  /// The URL is malformed or lacks a part; the message says which.
  case invalid(String)

  public var description: String {
    switch self {
    case .invalid(let message): message
    }
  }
}
