/// One measured operation: medians of the timings, sizes of the last run
/// (they are the same on every run).
struct BenchmarkResult: Sendable {
  var op: String
  var rows: Int
  var renderMilliseconds: Double
  var diffMilliseconds: Double
  /// Building the next view (lazy rows are built later, by the diff).
  var viewMilliseconds: Double
  /// Freeing the replaced tree and what the diff set aside.
  var releaseMilliseconds: Double
  /// Writing the patches' wire JSON (markup and row templates included).
  var encodeMilliseconds: Double
  var patchBytes: Int
  var patchOps: Int
  var moves: Int
}

/// Prints results as a readable table or as one JSON object per line.
struct BenchmarkOutput {
  var json: Bool

  func header() {
    guard !json else { return }
    print(
      line([
        "op", "rows", "render ms", "diff ms", "view ms", "release ms", "encode ms", "patch bytes",
        "patch ops", "moves",
      ]))
    print(String(repeating: "-", count: 135))
  }

  func row(_ result: BenchmarkResult) {
    if json {
      print(
        #"{"op":"\#(result.op)","rows":\#(result.rows),"render_ms":\#(fixed(result.renderMilliseconds)),"#
          + #""diff_ms":\#(fixed(result.diffMilliseconds)),"#
          + #""view_ms":\#(fixed(result.viewMilliseconds)),"#
          + #""release_ms":\#(fixed(result.releaseMilliseconds)),"#
          + #""encode_ms":\#(fixed(result.encodeMilliseconds)),"patch_bytes":\#(result.patchBytes),"#
          + #""patch_ops":\#(result.patchOps),"moves":\#(result.moves)}"#)
    } else {
      print(
        line([
          result.op, String(result.rows), fixed(result.renderMilliseconds),
          fixed(result.diffMilliseconds), fixed(result.viewMilliseconds),
          fixed(result.releaseMilliseconds), fixed(result.encodeMilliseconds),
          String(result.patchBytes), String(result.patchOps),
          String(result.moves),
        ]))
    }
  }

  /// The bytes a mounted table of `rows` rows holds, and those its handler
  /// index adds (`nil`: not measurable here).
  func memoryRow(rows: Int, treeBytes: Int?, indexBytes: Int?) {
    let tree = treeBytes.map(String.init) ?? (json ? "null" : "n/a")
    let index = indexBytes.map(String.init) ?? (json ? "null" : "n/a")
    if json {
      print(#"{"op":"hold","rows":\#(rows),"tree_bytes":\#(tree),"index_bytes":\#(index)}"#)
    } else {
      print(line(["hold: tree bytes", String(rows), tree]))
      print(line(["hold: index bytes", String(rows), index]))
    }
  }

  private func line(_ cells: [String]) -> String {
    let widths = [20, 8, 12, 12, 12, 12, 12, 14, 12, 8]
    return zip(cells, widths).enumerated().map { index, pair in
      let (cell, width) = pair
      let padding = String(repeating: " ", count: max(0, width - cell.count))
      return index == 0 ? cell + padding : padding + cell
    }.joined(separator: " ")
  }

  /// `value` with three decimals.
  private func fixed(_ value: Double) -> String {
    let thousandths = Int((value * 1_000).rounded())
    let fraction = String(thousandths % 1_000)
    return "\(thousandths / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
