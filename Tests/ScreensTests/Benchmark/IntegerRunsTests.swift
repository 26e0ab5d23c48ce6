import Testing

@testable import Screens

/// The compact integer-sequence text of the Benchmark URL.
@Suite struct IntegerRunsTests {
  @Test func runsOfEqualStepsBecomeOneToken() {
    #expect(IntegerRuns.encode(Array(1...1_000)) == "1-1000")
    #expect(IntegerRuns.encode([9, 8, 7]) == "9-7")
    #expect(IntegerRuns.encode(Array(stride(from: 0, through: 990, by: 10))) == "0-990~10")
    #expect(IntegerRuns.encode([4]) == "4")
    #expect(IntegerRuns.encode([]) == "")
    var swapped = Array(1...1_000)
    swapped.swapAt(1, 998)
    #expect(IntegerRuns.encode(swapped) == "1.999.3-998.2.1000")
  }

  @Test func everySequenceRoundTrips() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let count = Int(generator.next() % 40)
      let values = (0..<count).map { _ in Int(generator.next() % 12) }
      let text = IntegerRuns.encode(values)
      #expect(
        try IntegerRuns.decode(text, limit: 100, maximum: 11) == values, "\(values) → \(text)")
    }
  }

  @Test func interleavedProgressionsAreTwoTokens() {
    let values =
      Array(stride(from: 1, through: 991, by: 10)) + Array(stride(from: 292, through: 992, by: 10))
    #expect(IntegerRuns.encodeMultiset(values.shuffled()) == "1-991~10.292-992~10")
    #expect(IntegerRuns.encodeMultiset([5, 5, 5, 6]) == "5-6.5.5")
  }

  @Test func everyMultisetRoundTrips() throws {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<300 {
      let count = Int(generator.next() % 40)
      let values = (0..<count).map { _ in Int(generator.next() % 30) }
      let text = IntegerRuns.encodeMultiset(values)
      let decoded = try IntegerRuns.decode(text, limit: 100, maximum: 29)
      #expect(decoded.sorted() == values.sorted(), "\(values) → \(text)")
    }
  }

  @Test func aFarOutlierChangesNothingButItsToken() throws {
    // With a value far from the others the counts are kept in a dictionary,
    // without it in an array: the scan, and so the text, is the same, and
    // the outlier, too far for any progression, is one token at the end.
    var generator = SplitMix64(seed: 12)
    for _ in 0..<200 {
      let count = Int(generator.next() % 40) + 1
      let values = (0..<count).map { _ in Int(generator.next() % 30) }
      let far = IntegerRuns.encodeMultiset(values.shuffled() + [10_000_000])
      #expect(far == IntegerRuns.encodeMultiset(values) + ".10000000", "\(values)")
      let decoded = try IntegerRuns.decode(far, limit: 100, maximum: 10_000_000)
      #expect(decoded.sorted() == (values + [10_000_000]).sorted(), "\(values) → \(far)")
    }
  }

  /// The greedy scan as it is specified: one progression per token, the
  /// counts looked up in a dictionary.
  static func scanOneTokenAtATime(_ values: [Int]) -> String {
    var left: [Int: Int] = [:]
    for value in values { left[value, default: 0] += 1 }
    let distinct = left.keys.sorted()
    var tokens: [String] = []
    var cursor = 0
    while cursor < distinct.count {
      let first = distinct[cursor]
      guard left[first, default: 0] > 0 else {
        cursor += 1
        continue
      }
      var best = (step: 1, length: 1)
      for candidate in distinct[(cursor + 1)..<min(distinct.count, cursor + 13)] {
        let step = candidate - first
        var length = 1
        while left[first + length * step, default: 0] > 0 { length += 1 }
        if length > best.length { best = (step, length) }
      }
      if best.length < 2 || (best.step > 1 && best.length < 3) { best = (1, 1) }
      for index in 0..<best.length { left[first + index * best.step]! -= 1 }
      let last = first + (best.length - 1) * best.step
      tokens.append(
        best.length == 1
          ? String(first) : best.step == 1 ? "\(first)-\(last)" : "\(first)-\(last)~\(best.step)")
    }
    return tokens.joined(separator: ".")
  }

  @Test func aProgressionTakenManyTimesAtOnceGivesTheSameText() {
    // Many repeats (the Benchmark's `bang` after k updates is one progression
    // k times), mixed with stray values and uneven counts.
    var generator = SplitMix64(seed: 13)
    for _ in 0..<300 {
      var values: [Int] = []
      for _ in 0..<Int(generator.next() % 4) {
        let first = Int(generator.next() % 20)
        let step = Int(generator.next() % 4) + 1
        let length = Int(generator.next() % 8) + 1
        let times = Int(generator.next() % 6) + 1
        for _ in 0..<times { values += stride(from: first, to: first + length * step, by: step) }
      }
      values += (0..<Int(generator.next() % 10)).map { _ in Int(generator.next() % 40) }
      #expect(
        IntegerRuns.encodeMultiset(values.shuffled()) == Self.scanOneTokenAtATime(values),
        "\(values)")
    }
    let bang = Array(repeating: Array(stride(from: 1, through: 991, by: 10)), count: 87).flatMap {
      $0
    }
    #expect(IntegerRuns.encodeMultiset(bang) == Self.scanOneTokenAtATime(bang))
    #expect(
      IntegerRuns.encodeMultiset(bang)
        == Array(repeating: "1-991~10", count: 87).joined(separator: "."))
  }

  @Test(arguments: [
    "1-", "-3", "a", "1..2", "1-6~4", "1~2", "1-5~0", "0-9~3-1", "1-2-3", "+1", "1234567890",
  ])
  func malformedTextIsRefused(_ text: String) {
    #expect(throws: IntegerRunsError.self) {
      try IntegerRuns.decode(text, limit: 100, maximum: 10_000)
    }
  }

  @Test func hugeRunsAreRefusedBeforeTheyAreExpanded() {
    #expect(throws: IntegerRunsError("more than 20000 values")) {
      try IntegerRuns.decode("1-999999999", limit: 20_000, maximum: 999_999_999)
    }
    #expect(throws: IntegerRunsError("“1-11” goes past 10")) {
      try IntegerRuns.decode("1-11", limit: 100, maximum: 10)
    }
  }
}
