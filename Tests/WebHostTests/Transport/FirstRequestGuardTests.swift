import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOEmbedded
import Testing

@testable import WebHost

/// A connection before its first request decided the pipeline: too slow, or
/// asked to quiesce.
@Suite struct FirstRequestGuardTests {
  /// Stands for the handlers the first request installs: records what reaches it.
  final class Recorder: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    var quiesceEvents = 0
    var bytes = 0

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      bytes += unwrapInboundIn(data).readableBytes
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
      if event is ChannelShouldQuiesceEvent { quiesceEvents += 1 }
    }
  }

  private func makeChannel() throws -> (EmbeddedChannel, FirstRequestGuard, Recorder) {
    let handler = FirstRequestGuard(timeout: .seconds(60), patience: .seconds(5))
    let recorder = Recorder()
    let channel = EmbeddedChannel()
    try channel.pipeline.syncOperations.addHandlers([handler, recorder])
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 80)).wait()
    return (channel, handler, recorder)
  }

  /// Open one second before `seconds` have passed, closed at `seconds`.
  private func expectClosed(
    _ channel: EmbeddedChannel, after seconds: Int64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    channel.embeddedEventLoop.advanceTime(by: .seconds(seconds - 1))
    #expect(channel.isActive, sourceLocation: sourceLocation)
    channel.embeddedEventLoop.advanceTime(by: .seconds(1))
    #expect(!channel.isActive, sourceLocation: sourceLocation)
  }

  private func ready(_ handler: FirstRequestGuard, on channel: EmbeddedChannel) throws {
    handler.pipelineReady(context: try channel.pipeline.syncOperations.context(handler: handler))
  }

  @Test func aConnectionThatSentNothingClosesAtOnce() throws {
    let (channel, _, recorder) = try makeChannel()
    channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    #expect(!channel.isActive)
    #expect(recorder.quiesceEvents == 0)
  }

  @Test func aRequestUnderWayHearsTheQuiesceOnceThePipelineIsReady() throws {
    let (channel, handler, recorder) = try makeChannel()
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\n"))
    channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    #expect(channel.isActive && recorder.quiesceEvents == 0)
    try ready(handler, on: channel)
    #expect(recorder.quiesceEvents == 1)
    #expect(recorder.bytes == 16)
    // Ready cancelled the deadline: the handlers in place decide from now on.
    channel.embeddedEventLoop.advanceTime(by: .seconds(10))
    #expect(channel.isActive)
    #expect(throws: (any Error).self) {
      try channel.pipeline.syncOperations.context(handlerType: FirstRequestGuard.self)
    }
  }

  @Test func aRequestThatNeverCompletesIsClosedAfterThePatience() throws {
    let (channel, _, _) = try makeChannel()
    try channel.writeInbound(ByteBuffer(string: "GET / HT"))
    channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    expectClosed(channel, after: 5)
  }

  @Test func onceReadyTheHandlerLeavesAndLaterEventsPassStraightOn() throws {
    let (channel, handler, recorder) = try makeChannel()
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\n\r\n"))
    try ready(handler, on: channel)
    #expect(recorder.quiesceEvents == 0)
    channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    #expect(channel.isActive && recorder.quiesceEvents == 1)
  }

  @Test func aConnectionWithoutARequestWithinTheTimeoutIsClosed() throws {
    let (channel, _, _) = try makeChannel()
    try channel.writeInbound(ByteBuffer(string: "GET / HT"))
    expectClosed(channel, after: 60)
  }

  @Test func aFirstRequestInTimeStopsTheClock() throws {
    let (channel, handler, _) = try makeChannel()
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\n\r\n"))
    try ready(handler, on: channel)
    channel.embeddedEventLoop.advanceTime(by: .seconds(120))
    #expect(channel.isActive)
  }

  @Test func aServerClosesAConnectionThatSendsNothingInTime() async throws {
    let (host, _) = makeHost(
      configuration: WebHostConfiguration(
        allowedOrigins: ["ws://localhost"], firstRequestTimeout: .seconds(1)))
    _ = try await makeApplication(host).test(.live) { client in
      // Closed by the server after 1 s, before its own 5 s read timeout.
      let port = try #require(client.port)
      #expect(try await silentConnection(port: port).value == "closed")
    }
  }
}
