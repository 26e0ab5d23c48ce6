import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's child channel for the host: HTTP/1.1 for pages and files,
/// and at the socket path a WebSocket upgrade that installs
/// ``LiveSocketHandler`` on the channel and lets the connection's task end.
///
/// ```swift
/// let server = HTTPServerBuilder { responder in
///   LiveChannel(responder: responder, live: upgrade, limits: limits)
/// }
/// ```
struct LiveChannel: ServerChildChannel, HTTPChannelHandler {
  /// How the first request of a connection was answered.
  enum Outcome: Sendable {
    /// Plain HTTP: Hummingbird's handling.
    case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
    /// A refused upgrade, answered with this status and text.
    case refused(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, HTTPResponse.Status, String)
    /// A live socket, running on its own handlers.
    case live
  }

  /// The connection, and how its first request is answered.
  struct Value: ServerChildChannelValue {
    let outcome: EventLoopFuture<Outcome>
    let channel: any Channel
  }

  /// The bounds of a connection.
  struct Limits: Sendable {
    /// How long a connection may take to send its first request.
    var firstRequestTimeout: Duration
    /// How long a keep-alive connection may wait for its next request.
    var idleTimeout: Duration
    /// Longest request target (longer: `414`).
    var maxTargetBytes: Int
    /// The open connections, and their cap.
    var connections: ConnectionGate
  }

  let responder: HTTPChannelHandler.Responder
  let live: LiveUpgrade
  let limits: Limits

  init(responder: @escaping HTTPChannelHandler.Responder, live: LiveUpgrade, limits: Limits) {
    self.responder = Self.upgradeOnlyFirst(responder)
    self.live = live
    self.limits = limits
  }

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    guard limits.connections.admit(channel) else {
      live.settings.logger.warning(
        "connection refused: too many open",
        metadata: ["limit": "\(limits.connections.limit)"])
      let refused: EventLoopFuture<Outcome> = channel.eventLoop.makeFailedFuture(
        LiveChannelError.tooManyConnections)
      return channel.eventLoop.makeSucceededFuture(Value(outcome: refused, channel: channel))
    }
    return channel.eventLoop.makeCompletedFuture {
      // NIO keeps a channel's first receive buffer between reads, grown to
      // the largest size its allocator ever asked for while no one else
      // held it: an idle socket holds it for good. One read per wake-up
      // keeps that first buffer (256 bytes) for a request read in parts.
      try channel.syncOptions?.setOption(
        ChannelOptions.recvAllocator, value: Self.firstReadAllocator)
      try channel.syncOptions?.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
      let check = NIOLoopBound(
        RequestHeadCheck(maxTargetBytes: limits.maxTargetBytes), eventLoop: channel.eventLoop)
      let refusal = NIOLoopBoundBox<(HTTPResponse.Status, String)?>(
        nil, eventLoop: channel.eventLoop)
      let live = live
      let upgrader = LiveSocketUpgrader<Outcome>(
        shouldUpgrade: { channel, head in
          channel.eventLoop.makeCompletedFuture {
            switch live.decide(head) {
            case .success(let headers):
              return headers
            case .failure(let refused):
              refusal.value = (refused.status, refused.message)
              return nil
            }
          }
        },
        install: { channel, head in
          channel.eventLoop.makeCompletedFuture {
            channel.pipeline.syncOperations.removeHandler(check.value, promise: nil)
            try LiveChannel.keepSmallReadBuffer(channel)
            try channel.pipeline.syncOperations.addHandler(
              LiveSocketHandler(
                settings: live.settings, deflate: live.deflate(for: head),
                request: ScreenRequest(head, remoteAddress: channel.remoteAddress)))
            return Outcome.live
          }
        })
      let upgrades = NIOTypedHTTPServerUpgradeConfiguration(
        upgraders: [upgrader],
        notUpgradingCompletionHandler: { channel in
          channel.eventLoop.makeCompletedFuture {
            // Plain HTTP reads as NIO would (uploads stream faster).
            try channel.syncOptions?.setOption(
              ChannelOptions.maxMessagesPerRead, value: Self.httpReadsPerWakeUp)
            try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try channel.pipeline.syncOperations.addHandler(
              HTTPConnectionStateHandler(idleTimeout: limits.idleTimeout, logger: logger))
            let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
              wrappingChannelSynchronously: channel,
              configuration: .init(isOutboundHalfClosureEnabled: true))
            if let (status, message) = refusal.value {
              return Outcome.refused(http, status, message)
            }
            return Outcome.http(http)
          }
        })
      let guardian = FirstRequestGuard(
        timeout: TimeAmount(limits.firstRequestTimeout),
        maxRequestLineBytes: limits.maxTargetBytes + 1024)
      try channel.pipeline.syncOperations.addHandler(guardian)
      var configuration = NIOUpgradableHTTPServerPipelineConfiguration(
        upgradeConfiguration: upgrades)
      // Hummingbird pipelines, handles errors and validates headers itself.
      configuration.enablePipelining = false
      configuration.enableErrorHandling = false
      configuration.enableResponseHeaderValidation = false
      let outcome = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
        configuration: configuration)
      let decoder = try channel.pipeline.syncOperations.handler(
        type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try channel.pipeline.syncOperations.addHandler(check.value, position: .after(decoder))
      let ready = NIOLoopBound(guardian, eventLoop: channel.eventLoop)
      outcome.whenComplete { _ in
        // NIO completes the outcome before it replays the request it held
        // back: the handlers now in place must see that request first.
        channel.eventLoop.execute {
          guard let context = try? channel.pipeline.syncOperations.context(handler: ready.value)
          else { return }
          ready.value.pipelineReady(context: context)
        }
      }
      return Value(outcome: outcome, channel: channel)
    }
  }

  func handle(value: Value, logger: Logger) async {
    do {
      switch try await value.outcome.get() {
      case .http(let http):
        await handleHTTP(asyncChannel: http, logger: logger)
      case .refused(let http, let status, let message):
        await refuse(http, status: status, message: message, logger: logger)
      case .live:
        // The socket runs on its handlers; this task ends here.
        return
      }
    } catch LiveChannelError.tooManyConnections {
      // Answered and closed by the gate.
    } catch {
      logger.debug("connection failed before its first request", metadata: ["error": "\(error)"])
      // Nothing else would ever close it.
      value.channel.close(promise: nil)
    }
  }

  /// The first reads of a connection: 256 bytes (NIO's default is 2 KB,
  /// kept by a socket for good); a longer request costs another read, at
  /// twice the size.
  static let firstReadAllocator = SmallReadAllocator(initial: 256, maximum: 65536)

  /// Reads per wake-up on a plain HTTP connection: NIO's default.
  static let httpReadsPerWakeUp: UInt = 4

  /// The reads of a live socket: small messages. One read per wake-up keeps
  /// one receive buffer in NIO's pool (it keeps one per read of a wake-up,
  /// four by default), and a fresh allocator forgets how far the upgrade
  /// request grew it.
  static func keepSmallReadBuffer(_ channel: any Channel) throws {
    guard let options = channel.syncOptions else { return }
    try options.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
    try options.setOption(
      ChannelOptions.recvAllocator, value: SmallReadAllocator(initial: 256, maximum: 65536))
  }

  /// Answers a refused upgrade with a short text and closes the connection.
  private func refuse(
    _ http: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, status: HTTPResponse.Status,
    message: String, logger: Logger
  ) async {
    let body = ByteBuffer(string: message + "\n")
    var headers: HTTPFields = [
      .contentType: "text/plain; charset=utf-8", .contentLength: "\(body.readableBytes)",
      .connection: "close",
    ]
    live.securityHeaders.apply(to: &headers)
    do {
      try await http.executeThenClose { _, outbound in
        try await outbound.write(
          contentsOf: [
            .head(HTTPResponse(status: status, headerFields: headers)), .body(body), .end(nil),
          ])
      }
    } catch {
      logger.debug("refusal not written", metadata: ["error": "\(error)"])
    }
  }

  /// NIO upgrades only a connection's first request; a later request asking
  /// for a socket is sent back to the same address on a fresh connection.
  private static func upgradeOnlyFirst(_ responder: @escaping HTTPChannelHandler.Responder)
    -> HTTPChannelHandler.Responder
  {
    { request, writer, channel in
      guard request.headers[.upgrade]?.lowercased() == "websocket" else {
        return try await responder(request, writer, channel)
      }
      let location = request.head.path ?? "/"
      try await writer.writeResponse(
        HTTPResponse(
          status: .temporaryRedirect,
          headerFields: [.connection: "close", .location: location, .contentLength: "0"]))
      throw LiveChannelError.upgradeOnLaterRequest
    }
  }
}

/// Ends a connection whose later request asked for an upgrade.
enum LiveChannelError: Error {
  case upgradeOnLaterRequest
  /// The connection was answered `503`: the server holds too many.
  case tooManyConnections
}
