import NIOCore
import NIOHTTP1

/// Answers a request NIO could not parse, or parsed but should not pass
/// on, with the status that names the problem, then closes the connection:
/// `400` (garbage, a target with a space or a byte outside printable
/// ASCII, both `Content-Length` and `Transfer-Encoding`, HTTP/1.1 without
/// exactly one `Host`), `414` (a target over the limit), `431` (headers
/// over the decoder's limits) and `505` (a version other than 1.x); a
/// WebSocket upgrade without version 13 gets `426`, one without a
/// well-formed `Sec-WebSocket-Key` `400` (NIO's upgrader would drop both
/// without a word).
///
/// It sits right after the request decoder for the connection's life (a
/// live socket's upgrade removes it). A bad request pipelined behind one
/// whose response is under way is answered once that response ended.
final class RequestHeadCheck: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  /// Why a request is refused.
  struct Refusal {
    let status: HTTPResponseStatus
    let message: String
    /// Headers the answer carries besides the usual ones.
    var headers: [(String, String)] = []
  }

  private let maxTargetBytes: Int
  /// Requests passed on whose response has not ended.
  private var underWay = 0
  private var refused = false
  /// A refusal waiting for the response under way to end.
  private var deferred: Refusal?

  init(maxTargetBytes: Int) {
    self.maxTargetBytes = maxTargetBytes
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused, deferred == nil else { return }
    if case .head(let head) = unwrapInboundIn(data) {
      if let refusal = Self.check(head, maxTargetBytes: maxTargetBytes) {
        guard underWay == 0 else {
          deferred = refusal
          return
        }
        return refuse(refusal, context: context)
      }
      underWay += 1
    }
    context.fireChannelRead(data)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard !refused, deferred == nil else { return }
    guard let refusal = Self.refusal(for: error) else { return context.fireErrorCaught(error) }
    guard underWay == 0 else {
      deferred = refusal
      return
    }
    refuse(refusal, context: context)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard case .end = unwrapOutboundIn(data) else { return context.write(data, promise: promise) }
    underWay = max(underWay - 1, 0)
    context.write(data, promise: promise)
    if underWay == 0, let refusal = deferred {
      deferred = nil
      refuse(refusal, context: context)
    }
  }

  /// What is wrong with a parsed request head, if anything.
  static func check(_ head: HTTPRequestHead, maxTargetBytes: Int) -> Refusal? {
    guard head.version.major == 1 else {
      return Refusal(
        status: .httpVersionNotSupported, message: "This server speaks HTTP/1.0 and HTTP/1.1.")
    }
    let target = head.uri.utf8
    guard target.count <= maxTargetBytes else {
      return Refusal(status: .uriTooLong, message: "The address is too long.")
    }
    // Printable ASCII only: a space, a control character or a raw
    // non-ASCII byte (which reaches us replaced) has no place in a target.
    guard !target.isEmpty, target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
      return Refusal(status: .badRequest, message: "The address holds characters it may not.")
    }
    if head.version.minor >= 1, head.headers[canonicalForm: "Host"].count != 1 {
      return Refusal(status: .badRequest, message: "An HTTP/1.1 request needs exactly one Host.")
    }
    if head.headers.contains(name: "Content-Length"),
      head.headers.contains(name: "Transfer-Encoding")
    {
      return Refusal(
        status: .badRequest,
        message: "A request may not carry both Content-Length and Transfer-Encoding.")
    }
    if head.headers["Upgrade"].contains(where: { $0.lowercased() == "websocket" }) {
      return checkUpgrade(head.headers)
    }
    return nil
  }

  /// What is wrong with a WebSocket upgrade's handshake headers, if anything.
  static func checkUpgrade(_ headers: HTTPHeaders) -> Refusal? {
    guard headers["Sec-WebSocket-Version"] == ["13"] else {
      return Refusal(
        status: .upgradeRequired, message: "This socket speaks WebSocket version 13.",
        headers: [("Sec-WebSocket-Version", "13")])
    }
    let keys = headers["Sec-WebSocket-Key"]
    guard keys.count == 1, isWellFormedKey(keys[0]) else {
      return Refusal(
        status: .badRequest, message: "The upgrade needs one Sec-WebSocket-Key of 16 bytes.")
    }
    return nil
  }

  /// Whether `key` is the base64 of 16 bytes (RFC 6455, 4.2.1).
  static func isWellFormedKey(_ key: String) -> Bool {
    let bytes = Array(key.utf8)
    guard bytes.count == 24, bytes[22] == UInt8(ascii: "="), bytes[23] == UInt8(ascii: "=")
    else { return false }
    return bytes[..<22].allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
        true
      default: false
      }
    }
  }

  /// The answer to a parse error, or `nil` for an error that is not one.
  static func refusal(for error: any Error) -> Refusal? {
    guard let error = error as? HTTPParserError else { return nil }
    switch error {
    case .headerOverflow:
      return Refusal(
        status: .requestHeaderFieldsTooLarge, message: "The request's headers are too large.")
    case .invalidVersion:
      return Refusal(
        status: .httpVersionNotSupported, message: "This server speaks HTTP/1.0 and HTTP/1.1.")
    default:
      return Refusal(status: .badRequest, message: "The request could not be read.")
    }
  }

  private func refuse(_ refusal: Refusal, context: ChannelHandlerContext) {
    refused = true
    let body = context.channel.allocator.buffer(string: refusal.message + "\n")
    var headers = HTTPHeaders()
    headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
    headers.add(name: "Content-Length", value: "\(body.readableBytes)")
    headers.add(name: "Connection", value: "close")
    headers.add(name: "X-Content-Type-Options", value: "nosniff")
    headers.add(name: "Cache-Control", value: "no-store")
    for (name, value) in refusal.headers { headers.add(name: name, value: value) }
    let head = HTTPResponseHead(version: .http1_1, status: refusal.status, headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    PlainResponse.finish(
      context.channel, after: context.writeAndFlush(wrapOutboundOut(.end(nil))))
  }
}
