import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VDOM

/// Uploads (docs/PROTOCOL.md, "Uploads"): the client posts a file to
/// ``WebHost/uploadPath`` with the session's id and the upload binding's
/// handler id in headers; the body is read as it streams in, refused as
/// soon as it passes the binding's size limit or its first bytes are no
/// accepted kind, and each step reaches the screen as an action.
extension WebHost {
  /// Where files are posted.
  public static let uploadPath = "/upload"
  /// Where kept files are served (`/upload/file/<id>`).
  public static let uploadFilePath = "/upload/file"

  static let sessionHeader = HTTPField.Name("Trellis-Session")!
  static let handlerHeader = HTTPField.Name("Trellis-Handler")!
  static let nameHeader = HTTPField.Name("Trellis-Name")!

  /// How often progress reaches the screen, at most.
  static let progressInterval = Duration.milliseconds(100)

  /// Takes in one upload; answers with a short text the client may ignore
  /// (the screen hears the outcome as actions).
  func upload(_ request: Request) async -> Response {
    guard let sessionID = request.headers[Self.sessionHeader],
      let session = await sessions.session(sessionID),
      let handler = request.headers[Self.handlerHeader].flatMap({ Int($0) }),
      let limits = await session.uploadLimits(handler: handler)
    else {
      return Self.text(
        .forbidden, "This upload is not allowed: the page's session or its upload field is gone.")
    }
    let name = String(
      (request.headers[Self.nameHeader].flatMap { $0.removingPercentEncoding } ?? "file").prefix(
        200))
    let tell = { (event: UploadEvent) async in
      _ = await session.applyUpload(handler: handler, event)
    }
    guard let length = request.headers[.contentLength].flatMap({ Int($0) }), length >= 0 else {
      await tell(.failed(.invalid("the browser did not say how long the file is")))
      return Self.text(.lengthRequired, "An upload needs a Content-Length.")
    }
    guard length <= limits.maxBytes else {
      await tell(.failed(.tooLarge(limit: limits.maxBytes)))
      return Self.text(.contentTooLarge, UploadFailure.tooLarge(limit: limits.maxBytes).message)
    }
    await tell(.started(name: name, size: length))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(length)
    var kind: FileKind?
    let clock = ContinuousClock()
    var reported = clock.now
    do {
      for try await buffer in request.body {
        bytes += buffer.readableBytesView
        if bytes.count > min(length, limits.maxBytes) {
          await tell(.failed(.tooLarge(limit: min(length, limits.maxBytes))))
          return Self.text(.contentTooLarge, "The body is longer than announced or allowed.")
        }
        if kind == nil, bytes.count >= FileKind.sniffLength {
          guard let sniffed = FileKind.sniff(bytes), limits.accepted.contains(sniffed) else {
            return await refuseType(limits, tell)
          }
          kind = sniffed
        }
        if reported.duration(to: clock.now) >= Self.progressInterval {
          reported = clock.now
          await tell(.progress(received: bytes.count, total: length))
        }
      }
    } catch {
      await tell(.cancelled)
      return Self.text(.badRequest, "The upload was interrupted.")
    }
    guard bytes.count == length else {
      await tell(.cancelled)
      return Self.text(.badRequest, "The upload was interrupted.")
    }
    guard let kind = kind ?? FileKind.sniff(bytes), limits.accepted.contains(kind) else {
      return await refuseType(limits, tell)
    }
    await tell(.progress(received: length, total: length))
    let id = uploads.add(bytes, kind: kind, sessionID: sessionID)
    let file = UploadedFile(
      name: name, kind: kind, size: length, url: Self.uploadFilePath + "/" + id)
    guard await session.applyUpload(handler: handler, .done(file)) else {
      uploads.remove(id)
      return Self.text(.gone, "The page no longer takes this upload.")
    }
    return Self.text(.created, "Uploaded.")
  }

  private func refuseType(_ limits: UploadLimits, _ tell: (UploadEvent) async -> Void) async
    -> Response
  {
    let failure = UploadFailure.wrongType(accepted: limits.accepted)
    await tell(.failed(failure))
    return Self.text(.unsupportedMediaType, failure.message)
  }

  /// A file an upload kept, while the session that took it lives.
  func uploadedFile(id: String) async -> Response {
    guard let stored = uploads.file(id) else {
      return Self.text(.notFound, "There is no such file.")
    }
    guard await sessions.session(stored.sessionID) != nil else {
      uploads.remove(id)
      return Self.text(.notFound, "There is no such file.")
    }
    var headers = HTTPFields()
    headers[.contentType] = stored.kind.mediaType
    headers[.cacheControl] = "private, max-age=3600"
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: stored.bytes))
    )
  }

  static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/plain; charset=utf-8"
    headers[.cacheControl] = "no-store"
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
  }
}
