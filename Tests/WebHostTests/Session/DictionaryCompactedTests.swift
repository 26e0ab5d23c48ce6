import Testing

@testable import WebHost

@Suite struct DictionaryCompactedTests {
  @Test func aSparseTableIsRebuiltAtItsSizeWithItsEntries() {
    var table: [Int: String] = [:]
    for key in 0..<5000 { table[key] = "\(key)" }
    for key in 100..<5000 { table[key] = nil }
    #expect(table.isSparse)
    let compacted = table.compacted
    #expect(compacted == table)
    #expect(compacted.capacity < 256)
    #expect(!compacted.isSparse)
  }

  @Test func aSmallTableIsNeverSparse() {
    var table: [Int: Int] = [:]
    for key in 0..<600 { table[key] = key }
    for key in 1..<600 { table[key] = nil }
    #expect(!table.isSparse)
  }
}
