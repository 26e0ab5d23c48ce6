import VDOM

extension WireCodec {
  /// Any JSON object key.
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A decoded client frame before its fields are checked against its kind.
  struct Envelope: Decodable {
    let container: KeyedDecodingContainer<AnyKey>

    init(from decoder: any Decoder) throws {
      container = try decoder.container(keyedBy: AnyKey.self)
    }

    /// Checks the kind, the set of fields and their types, then builds the message.
    func message(limits: WireLimits) throws(ProtocolError) -> ClientMessage {
      let kind: String = try required("t")
      switch kind {
      case "join":
        try allow(["t", "v", "page", "session", "b", "url"])
        let join = ClientMessage.Join(
          version: try required("v"),
          pageToken: try string("page", limits: limits, required: true)!,
          sessionID: try string("session", limits: limits, required: false),
          lastBatch: try count("b"), url: try string("url", limits: limits, required: true)!)
        return .join(join)
      case "e":
        try allow(["t", "s", "h", "v", "c", "f", "k", "b", "n", "p", "x"])
        let sequence = try count("s")
        if sequence < 1 { throw invalid("“s” must be at least 1") }
        let form: [[String]] = try optional("f") ?? []
        if form.count > limits.maxFormFields {
          throw ProtocolError(.oversize, "more than \(limits.maxFormFields) form fields")
        }
        var fields: [FormField] = []
        for pair in form {
          guard pair.count == 2 else { throw invalid("each form field must be [name, value]") }
          try check(pair[0], "f", limits: limits)
          try check(pair[1], "f", limits: limits)
          fields.append(FormField(name: pair[0], value: pair[1]))
        }
        let payload = EventPayload(
          value: try string("v", limits: limits, required: false), checked: try optional("c"),
          form: fields, key: try string("k", limits: limits, required: false))
        let acknowledging: Int? = try optional("b")
        if let acknowledging, acknowledging < 0 { throw invalid("field “b” must not be negative") }
        return .event(
          ClientEvent(
            sequence: sequence, handler: try count("h"), payload: payload,
            acknowledging: acknowledging, target: try replayTarget(limits: limits)))
      case "pop":
        try allow(["t", "s", "url"])
        let sequence = try count("s")
        if sequence < 1 { throw invalid("“s” must be at least 1") }
        return .pop(sequence: sequence, url: try string("url", limits: limits, required: true)!)
      case "go":
        try allow(["t", "url", "push"])
        return .go(
          url: try string("url", limits: limits, required: true)!,
          push: try optional("push") ?? true)
      case "ack":
        try allow(["t", "b"])
        return .ack(batch: try count("b"))
      case "ping":
        try allow(["t", "n"])
        return .ping(try required("n"))
      case "pong":
        try allow(["t", "n"])
        return .pong(try required("n"))
      default:
        throw ProtocolError(.unknownKind, "unknown message kind “\(kind.prefix(32))”")
      }
    }

    /// The `n`, `p` and `x` of a replayed event: all three or none.
    private func replayTarget(limits: WireLimits) throws(ProtocolError) -> ReplayTarget? {
      let event = try string("n", limits: limits, required: false)
      let path: [Int]? = try optional("p")
      let fingerprints: [Int]? = try optional("x")
      guard event != nil || path != nil || fingerprints != nil else { return nil }
      guard let event, let path, let fingerprints else {
        throw invalid("a replayed event needs “n”, “p” and “x” together")
      }
      if path.count > ReplayTarget.maxDepth {
        throw ProtocolError(.oversize, "a path deeper than \(ReplayTarget.maxDepth)")
      }
      if path.contains(where: { $0 < 0 }) { throw invalid("field “p” must not be negative") }
      guard fingerprints.count == path.count + 1 else {
        throw invalid("field “x” must have one fingerprint more than “p” has steps")
      }
      let checked = fingerprints.compactMap { UInt32(exactly: $0) }
      guard checked.count == fingerprints.count else {
        throw invalid("field “x” must hold 32-bit unsigned integers")
      }
      return ReplayTarget(event: EventName(rawValue: event), path: path, fingerprints: checked)
    }

    private func allow(_ names: Set<String>) throws(ProtocolError) {
      if let extra = container.allKeys.first(where: { !names.contains($0.stringValue) }) {
        throw invalid("unexpected field “\(extra.stringValue.prefix(32))”")
      }
    }

    private func required<Value: Decodable>(_ name: String) throws(ProtocolError) -> Value {
      guard let value: Value = try optional(name) else { throw invalid("missing field “\(name)”") }
      return value
    }

    private func optional<Value: Decodable>(_ name: String) throws(ProtocolError) -> Value? {
      do {
        return try container.decodeIfPresent(Value.self, forKey: AnyKey(name))
      } catch {
        throw invalid("field “\(name)” has the wrong type")
      }
    }

    /// A non-negative integer.
    private func count(_ name: String) throws(ProtocolError) -> Int {
      let value: Int = try required(name)
      if value < 0 { throw invalid("field “\(name)” must not be negative") }
      return value
    }

    private func string(_ name: String, limits: WireLimits, required: Bool) throws(ProtocolError)
      -> String?
    {
      let value: String? = required ? try self.required(name) : try optional(name)
      if let value { try check(value, name, limits: limits) }
      return value
    }

    private func check(_ value: String, _ name: String, limits: WireLimits) throws(ProtocolError) {
      if value.utf8.count > limits.maxStringBytes {
        throw ProtocolError(
          .oversize, "field “\(name)” is longer than \(limits.maxStringBytes) bytes")
      }
    }

    private func invalid(_ message: String) -> ProtocolError {
      ProtocolError(.invalid, message)
    }
  }
}
