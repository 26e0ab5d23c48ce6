import Foundation
import Hummingbird

/// Reading what a client accepts.
enum ContentNegotiation {
  /// Whether `Accept-Encoding` allows gzip (present, and not with `q=0`).
  static func acceptsGzip(_ request: Request) -> Bool {
    guard let header = request.headers[.acceptEncoding] else { return false }
    for part in header.split(separator: ",") {
      let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let coding = pieces.first?.lowercased(), coding == "gzip" || coding == "*" else {
        continue
      }
      let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap {
        Double($0.dropFirst(2))
      }
      return quality.map { $0 > 0 } ?? true
    }
    return false
  }

  /// A response with `body`, gzipped when the client accepts it and it helps.
  static func response(
    body: [UInt8], gzipped: [UInt8]?, contentType: String, request: Request,
    status: HTTPResponse.Status = .ok,
    headers extra: HTTPFields = [:]
  ) -> Response {
    var headers = extra
    headers[.contentType] = contentType
    headers[.vary] = "Accept-Encoding"
    var bytes = body
    if let gzipped, gzipped.count < body.count, acceptsGzip(request) {
      headers[.contentEncoding] = "gzip"
      bytes = gzipped
    }
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
