/// A compact, typeable text for a sequence of non-negative integers: runs of
/// equal steps separated by dots. `1-5` is 1, 2, 3, 4, 5; `9-7` is 9, 8, 7;
/// `0-30~10` is 0, 10, 20, 30; `4` is 4. So `1.999.3-998.2.1000` is 1 … 1000
/// with 2 and 999 swapped. Only URL-unreserved characters are used, so the
/// text needs no percent-escapes.
enum IntegerRuns {
  /// The shortest text the greedy scan finds for `values` (all ≥ 0).
  static func encode(_ values: [Int]) -> String {
    var tokens: [String] = []
    var start = 0
    while start < values.count {
      let first = values[start]
      guard start + 1 < values.count else {
        tokens.append(String(first))
        break
      }
      let step = values[start + 1] - first
      var end = start + 1
      while end + 1 < values.count, values[end + 1] - values[end] == step { end += 1 }
      let length = end - start + 1
      // A step of ±1 pays off from two values, a wider one from three.
      if step != 0 && (abs(step) == 1 || length >= 3) {
        let last = values[end]
        tokens.append(abs(step) == 1 ? "\(first)-\(last)" : "\(first)-\(last)~\(abs(step))")
        start = end + 1
      } else {
        tokens.append(String(first))
        start += 1
      }
    }
    return tokens.joined(separator: ".")
  }

  /// A text for the multiset `values` (order does not matter, repeats do):
  /// from the smallest value left, the longest progression through values
  /// still left, among the steps to the next few distinct values. Two
  /// interleaved progressions, such as 1, 11, 21, … and 2, 12, 22, …, come
  /// out as two tokens.
  static func encodeMultiset(_ values: [Int]) -> String {
    var left = Tally(values)
    let distinct = left.distinct
    var tokens: [String] = []
    var cursor = 0
    while cursor < distinct.count {
      let first = distinct[cursor]
      guard left[first] > 0 else {
        cursor += 1
        continue
      }
      var best = (step: 1, length: 1)
      var candidate = cursor + 1
      while candidate < distinct.count, candidate <= cursor + candidateSteps {
        let step = distinct[candidate] - first
        var length = 1
        while left[first + length * step] > 0 { length += 1 }
        if length > best.length { best = (step, length) }
        candidate += 1
      }
      // Like `encode`: a step of 1 pays off from two values, a wider one from three.
      if best.length < 2 || (best.step > 1 && best.length < 3) { best = (1, 1) }
      // The scan would take the same progression again while each of its
      // values is left (counts only fall, so no other step can overtake
      // it): take it that many times at once. After k updates the `bang`
      // of the Benchmark table is one progression k times over.
      var times = Int.max
      for index in 0..<best.length { times = min(times, left[first + index * best.step]) }
      for index in 0..<best.length { left.take(first + index * best.step, count: times) }
      let last = first + (best.length - 1) * best.step
      let token =
        best.length == 1
        ? String(first) : best.step == 1 ? "\(first)-\(last)" : "\(first)-\(last)~\(best.step)"
      tokens.append(contentsOf: repeatElement(token, count: times))
    }
    return tokens.joined(separator: ".")
  }

  /// How many of the next distinct values `encodeMultiset` tries as steps.
  private static let candidateSteps = 12

  /// The values of `text`, refusing more than `limit` of them (before any
  /// is expanded, so `1-999999999` costs nothing) and any above `maximum`.
  static func decode(_ text: String, limit: Int, maximum: Int) throws(IntegerRunsError) -> [Int] {
    guard !text.isEmpty else { return [] }
    var values: [Int] = []
    for token in text.split(separator: ".", omittingEmptySubsequences: false) {
      let (first, last, step) = try parse(token)
      guard first <= maximum, last <= maximum else {
        throw IntegerRunsError("“\(token)” goes past \(maximum)")
      }
      let count = abs(last - first) / step + 1
      guard values.count + count <= limit else {
        throw IntegerRunsError("more than \(limit) values")
      }
      values.append(
        contentsOf: stride(from: first, through: last, by: last >= first ? step : -step))
    }
    return values
  }

  private static func parse(_ token: Substring) throws(IntegerRunsError) -> (Int, Int, Int) {
    let stepParts = token.split(separator: "~", omittingEmptySubsequences: false)
    let bounds = stepParts[0].split(separator: "-", omittingEmptySubsequences: false)
    guard stepParts.count <= 2, bounds.count <= 2,
      let first = number(bounds[0]), let last = number(bounds.last!)
    else { throw IntegerRunsError("“\(token)” is not a number or a run like 1-5 or 0-30~10") }
    guard stepParts.count == 2 else { return (first, last, 1) }
    guard let step = number(stepParts[1]), step >= 1, bounds.count == 2,
      (last - first) % step == 0
    else {
      throw IntegerRunsError(
        "the step of “\(token)” does not lead from its first to its last value")
    }
    return (first, last, step)
  }

  /// Plain decimal digits only: no sign, no spaces, at most nine digits.
  private static func number(_ text: Substring) -> Int? {
    guard (1...9).contains(text.utf8.count),
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }
}

/// Why a text is not an ``IntegerRuns`` sequence.
struct IntegerRunsError: Error, Equatable {
  /// What is wrong, for the 400 page.
  let reason: String
  init(_ reason: String) { self.reason = reason }
}

/// How many of each value a multiset holds: counted in an array over the
/// values' range when it is not much wider than their number, in a
/// dictionary otherwise. The scan of ``IntegerRuns/encodeMultiset(_:)``
/// looks up a count a thousand times per token, and the Benchmark screen
/// encodes its `bang` parameter, a few thousand values, on every update.
private struct Tally {
  private var dense: [Int] = []
  private var sparse: [Int: Int] = [:]
  private let lowest: Int
  private let isDense: Bool

  init(_ values: [Int]) {
    lowest = values.min() ?? 0
    let span = (values.max() ?? 0) - lowest + 1
    isDense = span <= 4 * values.count + 1024
    if isDense {
      dense = [Int](repeating: 0, count: span)
      for value in values { dense[value - lowest] += 1 }
    } else {
      for value in values { sparse[value, default: 0] += 1 }
    }
  }

  /// The values held, ascending, once each.
  var distinct: [Int] {
    guard isDense else { return sparse.keys.sorted() }
    return dense.indices.filter { dense[$0] > 0 }.map { $0 + lowest }
  }

  /// How many of `value` are left.
  subscript(value: Int) -> Int {
    guard isDense else { return sparse[value, default: 0] }
    let index = value - lowest
    return index >= 0 && index < dense.count ? dense[index] : 0
  }

  /// Takes `count` of `value` out; there are that many.
  mutating func take(_ value: Int, count: Int) {
    if isDense { dense[value - lowest] -= count } else { sparse[value]! -= count }
  }
}
