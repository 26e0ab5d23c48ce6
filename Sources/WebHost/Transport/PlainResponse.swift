import NIOCore

/// A short `text/plain` HTTP/1.1 answer written as raw bytes, for
/// connections refused before HTTP handling exists (too many connections,
/// a request line too long to parse), and how such a connection ends.
enum PlainResponse {
  /// The bytes of a response with `status` (code and reason phrase) and
  /// `message` as its body; the connection closes after it.
  static func bytes(
    _ status: Int, _ reason: String, _ message: String, extraHeaders: [(String, String)] = []
  ) -> ByteBuffer {
    let body = message + "\n"
    var head = "HTTP/1.1 \(status) \(reason)\r\n"
    head += "Content-Type: text/plain; charset=utf-8\r\n"
    head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n"
    head += "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n"
    for (name, value) in extraHeaders { head += "\(name): \(value)\r\n" }
    return ByteBuffer(string: head + "\r\n" + body)
  }

  /// Ends a connection once its answer is written: the output is closed
  /// at once, and what the peer still sends is read and dropped for up to
  /// `linger` before the connection closes. Closing with unread input would
  /// reset the connection, and a reset can destroy the answer before the
  /// peer reads it.
  static func finish(
    _ channel: any Channel, after written: EventLoopFuture<Void>, linger: TimeAmount = .seconds(1)
  ) {
    written.whenComplete { _ in
      channel.close(mode: .output, promise: nil)
      channel.eventLoop.scheduleTask(in: linger) { channel.close(promise: nil) }
    }
  }
}
