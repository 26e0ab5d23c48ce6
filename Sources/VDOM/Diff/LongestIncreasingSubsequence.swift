/// Marks the members of one longest strictly increasing subsequence of
/// `values` (patience sorting, O(n log n)).
@usableFromInline
func longestIncreasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
  var members = [Bool](repeating: false, count: values.count)
  guard !values.isEmpty else { return members }
  // tails[k]: index of the smallest last value of an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for index in values.indices {
    let value = values[index]
    if let last = tails.last, values[last] < value {
      previous[index] = last
      tails.append(index)
      continue
    }
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
    }
    previous[index] = low > 0 ? tails[low - 1] : -1
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var index = tails[tails.count - 1]
  while index >= 0 {
    members[index] = true
    index = previous[index]
  }
  return members
}
