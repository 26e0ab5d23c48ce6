import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs programs for the test server: spawned directly and waited for on a
/// thread of their own, so that neither the concurrency pool nor Foundation's
/// process monitoring is involved (many tests start servers at once).
enum Command {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `arguments` (an absolute path first), as `user` when given; throws
  /// with its output when it fails.
  @discardableResult
  static func run(_ arguments: [String], as user: String? = nil) async throws -> String {
    let arguments = user.map { ["/usr/sbin/runuser", "-u", $0, "--"] + arguments } ?? arguments
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-pg-command-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let pid = try spawn(arguments, output: output)
    let status = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        continuation.resume(returning: status)
      }
    }
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    // Exited normally (no signal) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) failed (\(status)):\n\(text)")
    }
    return text
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later),
  /// which its Swift module does not export.
  private static let closeFrom:
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
    ) -> Int32 = {
      guard
        let symbol = dlsym(
          UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
      else {
        fatalError("glibc 2.34 or later is needed (posix_spawn_file_actions_addclosefrom_np)")
      }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
      )
    }()

  private static func spawn(_ arguments: [String], output: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // The test process may hold thousands of sockets (other suites): the
    // server must not inherit them (it would run out of descriptors, and
    // keep connections open that their tests close).
    guard closeFrom(&actions, 3) == 0 else {
      throw Failure(description: "posix_spawn_file_actions_addclosefrom_np failed")
    }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard result == 0 else {
      throw Failure(description: "\(arguments[0]) could not start (error \(result))")
    }
    return pid
  }
}
