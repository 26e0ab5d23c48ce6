/// One like: who liked what, and when.
public struct Like: Codable, Hashable, Sendable, Identifiable {
  /// The like's id; newer likes have larger ids.
  public var id: Int
  /// The person who liked (“Maya Okafor”).
  public var who: String
  /// What they liked (“your photo “Fog over the harbour””).
  public var what: String
  /// When, in whole minutes since 1 January 2025, 00:00 UTC.
  public var minute: Int

  /// Creates a like.
  public init(id: Int, who: String, what: String, minute: Int) {
    self.id = id
    self.who = who
    self.what = what
    self.minute = minute
  }
}

extension Like {
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  private static let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

  /// The date parts of ``minute`` (2025 is not a leap year; the samples stay within it).
  private var parts: (month: Int, day: Int, hour: Int, minute: Int) {
    var day = minute / (24 * 60)
    var month = 0
    while month < 11, day >= Self.monthLengths[month] {
      day -= Self.monthLengths[month]
      month += 1
    }
    let inDay = minute % (24 * 60)
    return (month, day + 1, inDay / 60, inDay % 60)
  }

  /// When, for people: “14 Mar, 09:05”.
  public var whenText: String {
    let parts = parts
    return
      "\(parts.day) \(Self.months[parts.month]), \(Self.twoDigits(parts.hour)):\(Self.twoDigits(parts.minute))"
  }

  /// When, for machines (`<time datetime>`): “2025-03-14T09:05Z”.
  public var whenISO: String {
    let parts = parts
    return
      "2025-\(Self.twoDigits(parts.month + 1))-\(Self.twoDigits(parts.day))T\(Self.twoDigits(parts.hour)):\(Self.twoDigits(parts.minute))Z"
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
