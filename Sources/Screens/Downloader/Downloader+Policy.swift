import Trellis

extension Downloader {
  /// How the download queue treats a new download when others run.
  public enum Policy: String, CaseIterable, Codable, Sendable, QueryValue {
    /// Every download runs at once.
    case runAll = "run-all"
    /// One runs; a new one cancels it.
    case newest1 = "newest-1"
    /// One runs; new ones are discarded while it does.
    case oldest1Discarding = "oldest-1-discard"
    /// One runs; new ones wait their turn.
    case oldest1Suspending = "oldest-1-suspend"
    /// Two run; new ones wait for a free slot.
    case max2 = "max-2"

    /// The runtime's queue policy that enforces it.
    public var queuePolicy: EffectQueue.Policy {
      switch self {
      case .runAll: .runAll
      case .newest1: .newest(1)
      case .oldest1Discarding: .oldestDiscardingNew(1)
      case .oldest1Suspending: .oldestSuspendingNew(1)
      case .max2: .oldestSuspendingNew(2)
      }
    }

    /// How many downloads run at once (nil: no limit).
    var limit: Int? {
      switch self {
      case .runAll: nil
      case .newest1, .oldest1Discarding, .oldest1Suspending: 1
      case .max2: 2
      }
    }

    /// Whether new downloads wait for a slot (rather than replace or be discarded).
    var suspendsNew: Bool { self == .oldest1Suspending || self == .max2 }

    /// The choice's label.
    public var label: String {
      switch self {
      case .runAll: "Run all"
      case .newest1: "Newest 1"
      case .oldest1Discarding: "Oldest 1, discard new"
      case .oldest1Suspending: "Oldest 1, suspend new"
      case .max2: "At most 2"
      }
    }

    /// What the policy does, in a sentence.
    public var summary: String {
      switch self {
      case .runAll: "Every download starts at once."
      case .newest1: "One download at a time: a new one cancels the one running."
      case .oldest1Discarding: "One download at a time: new ones are discarded while it runs."
      case .oldest1Suspending: "One download at a time: new ones wait in line."
      case .max2: "Two downloads at a time: new ones wait for a free slot."
      }
    }

    /// Lists the raw values in error messages.
    public static var queryValueDescription: String {
      "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
  }
}
