import Foundation

/// Runs programs for the test server, without blocking a thread of the
/// concurrency pool while they run.
enum Command {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `arguments` (an absolute path first); throws with its output when it fails.
  @discardableResult
  static func run(_ arguments: [String], as user: String? = nil) async throws -> String {
    let arguments = user.map { ["/usr/sbin/runuser", "-u", $0, "--"] + arguments } ?? arguments
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-pg-command-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do { try process.run() } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    guard status == 0 else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) exited with \(status):\n\(text)")
    }
    return text
  }
}
