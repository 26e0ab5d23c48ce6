import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Sends `request` on a real loopback TCP socket and returns the response
/// head (up to the blank line), so a test can read headers no client exposes.
func rawHTTP(port: Int, request: String) async throws -> String {
  try await onThread { try blockingHTTP(port: port, request: request) }
}

/// Runs blocking socket calls on a thread of their own: on the cooperative
/// pool (libdispatch's on Linux, as wide as the machine has cores) they
/// would starve the in-process server of threads.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}

private func blockingHTTP(port: Int, request: String) throws -> String {
  let fd = try connectLoopback(port: port)
  defer { close(fd) }
  let bytes = Array(request.utf8)
  guard send(fd, bytes, bytes.count, 0) == bytes.count else { throw POSIXError(.EIO) }
  var received: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
    let count = recv(fd, &buffer, buffer.count, 0)
    if count <= 0 { break }
    received.append(contentsOf: buffer[0..<count])
  }
  return String(decoding: received, as: UTF8.self)
}

/// A blocking TCP socket connected to `127.0.0.1:port`, reads and writes
/// timing out after 5 s; the caller closes it.
func connectLoopback(port: Int) throws -> Int32 {
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { throw POSIXError(.EIO) }
  var timeout = timeval(tv_sec: 5, tv_usec: 0)
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port).bigEndian)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else {
    close(fd)
    throw POSIXError(.ECONNREFUSED)
  }
  return fd
}

/// A connection that sends nothing and reports how it ended: "closed" by
/// the server, or "timed out" after 5 s. The task starts once connected.
func silentConnection(port: Int) async -> Task<String, any Error> {
  let (ready, signal) = AsyncStream<Void>.makeStream()
  let reader = Task {
    try await onThread {
      let fd = try connectLoopback(port: port)
      defer { close(fd) }
      signal.yield()
      var byte: UInt8 = 0
      let count = recv(fd, &byte, 1, 0)
      return count == 0 || (count < 0 && errno == ECONNRESET) ? "closed" : "timed out"
    }
  }
  for await _ in ready { break }
  return reader
}

/// What a server answered to raw bytes: the response head (empty when the
/// connection closed or timed out without one) and how long it took.
struct RawAnswer: Sendable {
  var head: String
  var elapsed: Duration

  /// The status code of the head, if any.
  var status: Int? {
    let parts = head.split(separator: " ", maxSplits: 2)
    return parts.count >= 2 ? Int(parts[1]) : nil
  }
}

/// Sends `bytes` (as much as the server takes: it may answer and stop
/// reading early) and reads the answer's head within `timeout`.
func rawAnswer(port: Int, bytes: [UInt8], timeout: Duration = .seconds(3)) async throws
  -> RawAnswer
{
  try await onThread {
    let fd = try connectLoopback(port: port)
    defer { close(fd) }
    let seconds = Int(timeout.components.seconds)
    var limit = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    let start = ContinuousClock.now
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(fd, $0.baseAddress, min($0.count, 64 * 1024), Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { break }
      sent += count
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { break }
      received.append(contentsOf: buffer[0..<count])
    }
    let head = received.firstRange(of: Array("\r\n\r\n".utf8)).map {
      String(decoding: received[..<$0.lowerBound], as: UTF8.self)
    }
    return RawAnswer(head: head ?? "", elapsed: start.duration(to: .now))
  }
}
