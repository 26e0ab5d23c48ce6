import Foundation
import VDOM

/// The one place where wire messages become JSON and back (version 4).
///
/// ```swift
/// let message = try WireCodec.decodeClient(#"{"t":"ack","b":3}"#)  // .ack(batch: 3)
/// let text = WireCodec.encode(.ack(sequence: 7))                  // {"t":"ack","s":7}
/// ```
public enum WireCodec {
  /// The protocol version this server speaks.
  public static let version = 4
  /// The versions a client may join with: 4 only (its patches may carry row
  /// templates, which a client of 3 would insert as text; 3's updates are
  /// one frame where 2 had four). The client ships with the server, so a
  /// page from before an upgrade is told to reload.
  public static let supportedVersions = 4...version

  /// Decodes a client frame, strictly: unknown kinds, unknown or missing
  /// fields, wrong types and oversize values are typed errors.
  public static func decodeClient(_ text: String, limits: WireLimits = .standard)
    throws(ProtocolError)
    -> ClientMessage
  {
    let size = text.utf8.count
    if size > limits.maxMessageBytes {
      throw ProtocolError(.oversize, "message of \(size) bytes exceeds \(limits.maxMessageBytes)")
    }
    if let message = decodePlain(text) { return message }
    return try decodeStrictly(text, limits: limits)
  }

  /// Decodes a client frame with `JSONDecoder`, whatever its shape.
  static func decodeStrictly(_ text: String, limits: WireLimits) throws(ProtocolError)
    -> ClientMessage
  {
    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
    } catch let error as ProtocolError {
      throw error
    } catch {
      throw ProtocolError(.malformed, "the message is not a JSON object")
    }
    return try envelope.message(limits: limits)
  }

  /// Encodes a client message (for Swift clients and tests).
  public static func encode(_ message: ClientMessage) -> String {
    var json = JSONWriter()
    switch message {
    case .join(let join):
      json.field("t", "join")
      json.field("v", join.version)
      json.field("page", join.pageToken)
      if let session = join.sessionID { json.field("session", session) }
      json.field("b", join.lastBatch)
      json.field("url", join.url)
    case .event(let event):
      json.field("t", "e")
      json.field("s", event.sequence)
      json.field("h", event.handler)
      if let value = event.payload.value { json.field("v", value) }
      if let checked = event.payload.checked { json.field("c", checked) }
      if !event.payload.form.isEmpty {
        json.field("f", event.payload.form.map { [$0.name, $0.value] })
      }
      if let key = event.payload.key { json.field("k", key) }
      if let batch = event.acknowledging { json.field("b", batch) }
      if let target = event.target {
        json.field("n", target.event.rawValue)
        json.field("p", target.path)
        json.field("x", target.fingerprints.map { Int($0) })
      }
    case .pop(let sequence, let url):
      json.field("t", "pop")
      json.field("s", sequence)
      json.field("url", url)
    case .go(let url, let push):
      json.field("t", "go")
      json.field("url", url)
      if !push { json.field("push", false) }
    case .ack(let batch):
      json.field("t", "ack")
      json.field("b", batch)
    case .ping(let number):
      json.field("t", "ping")
      json.field("n", number)
    case .pong(let number):
      json.field("t", "pong")
      json.field("n", number)
    }
    return json.finish()
  }

  /// Encodes a server message as compact JSON.
  public static func encode(_ message: ServerMessage) -> String {
    var json = JSONWriter()
    switch message {
    case .joined(let joined):
      json.field("t", "joined")
      json.field("v", version)
      json.field("session", joined.sessionID)
      json.field("resumed", joined.resumed)
      json.field("s", joined.lastSequence)
      if let page = joined.pageToken { json.field("page", page) }
      if let entry = joined.entry {
        if let batch = entry.batch { json.field("b", batch) }
        updateFields(entry, into: &json)
      }
    case .update(let update):
      json.field("t", "u")
      if let batch = update.batch { json.field("b", batch) }
      json.field("s", update.sequence)
      updateFields(update, into: &json)
    case .ack(let sequence):
      json.field("t", "ack")
      json.field("s", sequence)
    case .navigate(let url):
      json.field("t", "navigate")
      json.field("url", url)
    case .load(let url):
      json.field("t", "load")
      json.field("url", url)
    case .error(let error):
      json.field("t", "error")
      json.field("code", error.code.rawValue)
      json.field("message", error.message)
      if let sequence = error.sequence { json.field("s", sequence) }
      json.field("fatal", error.isFatal)
      if let remedy = error.remedy { json.field("then", remedy.rawValue) }
    case .ping(let number):
      json.field("t", "ping")
      json.field("n", number)
    case .pong(let number):
      json.field("t", "pong")
      json.field("n", number)
    }
    return json.finish()
  }

  /// An update's fields after its batch number and `s`: the patches, the URL, the title.
  private static func updateFields(_ update: Update, into json: inout JSONWriter) {
    if let operations = update.operationsJSON { json.rawField("ops", operations) }
    if let url = update.url {
      json.field("url", url)
      if update.mode == .push { json.field("push", true) }
    }
    if let title = update.title { json.field("title", title) }
  }
}
