import Trellis

extension Downloader {
  /// One row of the list: a file, how much of it arrived, and where it is.
  public struct Download: Codable, Equatable, Sendable, Identifiable {
    /// Unique within the screen, in start order.
    public var id: Int
    /// The file's name.
    public var name: String
    /// The file's size in KB.
    public var size: Int
    /// How many KB arrived.
    public var received = 0
    /// Where the download is.
    public var phase: Phase

    /// Creates a row.
    public init(id: Int, name: String, size: Int, received: Int = 0, phase: Phase) {
      self.id = id
      self.name = name
      self.size = size
      self.received = received
      self.phase = phase
    }

    /// Whether the queue still holds it (waiting or running).
    public var isActive: Bool { phase == .waiting || phase == .running }

    /// The share that arrived, 0…100.
    public var percent: Int { size == 0 ? 100 : received * 100 / size }

    /// What happens to one row.
    public enum Action: Equatable, Sendable {
      /// Its transfer received `received` KB in all.
      case progressed(received: Int)
      /// Its transfer broke off.
      case transferFailed
      /// Its cancel button.
      case cancelTapped
    }

    /// A row's own changes; only a row still in the queue changes. The
    /// screen then frees the slot of a row that left the queue and cancels
    /// the transfer of a cancelled one.
    static let reducer = Reducer<Download, Action, Environment> { row, action, _ in
      guard row.isActive else { return .none }
      switch action {
      case .progressed(let received):
        row.received = min(received, row.size)
        row.phase = row.received == row.size ? .done : .running
      case .transferFailed:
        row.phase = .failed
      case .cancelTapped:
        row.phase = .cancelled
      }
      return .none
    }
  }

  /// Where a download is.
  public enum Phase: String, Codable, Sendable {
    /// Suspended by the queue until a slot frees.
    case waiting
    /// Receiving data.
    case running
    /// Every byte arrived.
    case done
    /// Cancelled by the user.
    case cancelled
    /// Cancelled by the queue for a newer download.
    case replaced
    /// Refused by the queue: another one was running.
    case discarded
    /// The transfer broke off.
    case failed

    /// The status shown in the row.
    public var label: String {
      switch self {
      case .waiting: "queued"
      case .running: "downloading"
      case .done: "done"
      case .cancelled: "cancelled"
      case .replaced: "cancelled by a newer one"
      case .discarded: "discarded"
      case .failed: "failed"
      }
    }
  }
}
