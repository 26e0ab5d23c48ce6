import Foundation
import Logging
import PostgresNIO
import TrellisPostgres

/// A throwaway PostgreSQL server for one test: a copy of a cluster made
/// once by `initdb`, on a free loopback port, run as an unprivileged user
/// when the tests run as root (PostgreSQL refuses root). Stopped and
/// deleted by ``withPostgres(_:)``.
struct TestPostgres: Sendable {
  /// Where the server's data (and its socket and log) live.
  let directory: String
  /// The loopback port it listens on.
  let port: Int
  private let binaries: String
  private let user: String?

  /// The database every test uses.
  var endpoint: PostgresEndpoint {
    PostgresEndpoint(host: "127.0.0.1", port: port, username: "trellis", database: "postgres")
  }

  /// Copies the template cluster and starts a server on it.
  static func start() async throws -> TestPostgres {
    let template = try await Template.shared.directory()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-pg-\(UUID().uuidString)").path
    try await Command.run(["/bin/cp", "-a", template.path, directory])
    var lastError: (any Error)?
    for _ in 0..<3 {
      let server = TestPostgres(
        directory: directory, port: try freePort(), binaries: template.binaries,
        user: template.user)
      do {
        try await server.startServer()
        return server
      } catch {
        lastError = error  // the port was taken meanwhile: another one
      }
    }
    try? FileManager.default.removeItem(atPath: directory)
    throw lastError ?? Command.Failure(description: "PostgreSQL did not start")
  }

  /// Starts the server (again, after ``stopServer()``) on the same port.
  func startServer() async throws {
    let options =
      "-p \(port) -c listen_addresses=127.0.0.1 -c unix_socket_directories=\(directory) "
      + "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    do {
      try await Command.run(
        [
          "\(binaries)/pg_ctl", "-D", directory, "-l", "\(directory)/server.log", "-w", "-t", "60",
          "-o", options, "start",
        ], as: user)
    } catch {
      let log = (try? String(contentsOfFile: "\(directory)/server.log", encoding: .utf8)) ?? ""
      throw Command.Failure(description: "\(error)\nserver.log:\n\(log)")
    }
  }

  /// Stops the server, dropping every connection (a clean shutdown: with
  /// asynchronous commits, an immediate one could lose the last transactions).
  func stopServer() async throws {
    try await Command.run(
      ["\(binaries)/pg_ctl", "-D", directory, "-m", "fast", "-w", "-t", "60", "stop"],
      as: user)
  }

  /// Stops the server (if it runs) and deletes its files.
  func destroy() async {
    try? await stopServer()
    try? FileManager.default.removeItem(atPath: directory)
  }

  private static func freePort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Command.Failure(description: "no socket") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else { throw Command.Failure(description: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

/// Runs `body` with a fresh server, then stops and deletes it.
func withPostgres<T: Sendable>(_ body: (TestPostgres) async throws -> T) async throws -> T {
  let server = try await TestPostgres.start()
  do {
    let result = try await body(server)
    await server.destroy()
    return result
  } catch {
    await server.destroy()
    throw error
  }
}

/// The cluster every test server copies: made by `initdb` once per
/// PostgreSQL version and user, and kept in the temporary directory.
private actor Template {
  static let shared = Template()
  private var making: Task<(path: String, binaries: String, user: String?), any Error>?

  /// The template, made by the first caller; the others wait for it.
  func directory() async throws -> (path: String, binaries: String, user: String?) {
    if let making { return try await making.value }
    let task = Task { try await Self.make() }
    making = task
    return try await task.value
  }

  private static func make() async throws -> (path: String, binaries: String, user: String?) {
    let binaries = try Self.binaries()
    let user = getuid() == 0 ? "trellis-pg" : nil
    if let user { try await Self.ensureUser(user) }
    let version = URL(fileURLWithPath: binaries).deletingLastPathComponent().lastPathComponent
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-pg-template-\(version)-\(getuid())").path
    if !FileManager.default.fileExists(atPath: "\(path)/PG_VERSION") {
      // Made beside, then renamed: a run interrupted half-way leaves no broken template.
      let fresh = "\(path)-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: fresh, withIntermediateDirectories: false)
      if let user { try await Command.run(["/bin/chown", user, fresh]) }
      try await Command.run(
        [
          "\(binaries)/initdb", "-D", fresh, "-U", "trellis", "--auth=trust", "-E", "UTF8",
          "--locale=C", "--no-sync",
        ], as: user)
      try? FileManager.default.removeItem(atPath: path)
      try FileManager.default.moveItem(atPath: fresh, toPath: path)
    }
    return (path, binaries, user)
  }

  /// The newest `/usr/lib/postgresql/VERSION/bin`.
  private static func binaries() throws -> String {
    let root = "/usr/lib/postgresql"
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
      .filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/bin/initdb") }
      .sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }
    guard let newest = versions.last else {
      throw Command.Failure(
        description:
          "PostgreSQL's server is not installed (no \(root)/*/bin/initdb): "
          + "run scripts/test, or apt-get install postgresql")
    }
    return "\(root)/\(newest)/bin"
  }

  private static func ensureUser(_ user: String) async throws {
    if (try? await Command.run(["/usr/bin/id", "-u", user])) != nil { return }
    try await Command.run([
      "/usr/sbin/useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", user,
    ])
  }
}
