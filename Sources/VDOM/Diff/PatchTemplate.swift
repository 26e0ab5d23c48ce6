#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The markup of many nodes of one shape, sent once as a template (its
/// static parts) and per node only what differs between them (LiveView's
/// "statics and dynamics", found here from the markup itself).
///
/// A node's shape is its markup with every text and attribute value taken
/// out. Nodes of the reference shape become an array of those values; a
/// value that is the same in all of them moves into the statics; a node of
/// another shape keeps its markup as a string:
///
/// ```json
/// [["<tr><td>","</td><td><a data-t-click=\"","\">","</a></td></tr>"],
///  ["1","1099511627777","pretty red table"],
///  ["2","1099511627778","large blue chair"],
///  "<tr class=\"danger\">…</tr>"]
/// ```
///
/// Expanded, each array interleaves the statics with its values and a
/// string stands for itself, so the markup is byte for byte the one the
/// template replaces (`Public/trellis/patch.js` and ``PatchApplier`` expand
/// it). The Benchmark screen's 1,000 new rows are then 42 KB of JSON, not
/// 308 KB, to escape, compress and parse.
@usableFromInline
enum PatchTemplate {
  /// How many nodes a list needs before a template is tried: below that,
  /// the template's statics cost about what they save.
  @usableFromInline static let minimumNodes = 8

  /// One node's markup, `bytes`, and its holes, `holes` (pairs of offsets
  /// into the writer's bytes, in `holes` positions of the writer's list).
  /// A row past the first with `holesOnly` has the first row's shape and
  /// only its holes were written (``HTMLWriter/writeHoles(of:shapedLike:)``):
  /// its `bytes` are what was written of them; a value of the same bits
  /// as the first row's was not written again, its hole is the first
  /// row's range (``HTMLWriter/borrowedHoleOffset``).
  @usableFromInline
  struct Row {
    @usableFromInline let bytes: Range<Int>
    @usableFromInline let holes: Range<Int>
    @usableFromInline let holesOnly: Bool

    @inlinable
    init(bytes: Range<Int>, holes: Range<Int>, holesOnly: Bool = false) {
      self.bytes = bytes
      self.holes = holes
      self.holesOnly = holesOnly
    }
  }

  /// Appends the markup of `rows`, rendered in `markup` with their `holes`,
  /// as a template when enough rows share a shape, or else as one string.
  /// Returns `false`, having appended nothing, when that needs the whole
  /// markup of a row of which only the holes were written.
  @usableFromInline
  static func write(
    _ markup: UnsafeBufferPointer<UInt8>, holes: UnsafeBufferPointer<Int>, rows: [Row],
    into bytes: inout [UInt8]
  ) -> Bool {
    let holesOnly = rows.contains { $0.holesOnly }
    guard let layout = Layout(markup: markup, holes: holes, rows: rows),
      case let templated = layout.estimatedBytes, templated < layout.markupBytes
    else {
      guard !holesOnly else { return false }
      // The rows tile the markup: the string form.
      JSONString.append(utf8: markup, to: &bytes)
      return true
    }
    guard layout.writesMarkupOfRenderedRowsOnly else { return false }
    bytes.reserveCapacity(bytes.count + templated)
    layout.write(into: &bytes)
    return true
  }

  /// The template chosen for a list of rows: the reference row, which rows
  /// have its shape, which of its holes stay holes.
  struct Layout {
    let markup: UnsafeBufferPointer<UInt8>
    let holes: UnsafeBufferPointer<Int>
    let rows: [Row]
    let reference: Row
    /// Whether each row has the reference's shape.
    let fits: [Bool]
    /// Whether each hole of the reference differs between fitting rows.
    let varies: [Bool]

    /// The layout around the first row whose shape at least half the rows
    /// share, trying the first two rows; `nil` when fewer than two fit.
    init?(markup: UnsafeBufferPointer<UInt8>, holes: UnsafeBufferPointer<Int>, rows: [Row]) {
      self.markup = markup
      self.holes = holes
      self.rows = rows
      guard let first = rows.first else { return nil }
      // A row of which only the holes were written has the first's shape.
      let shaped = { (row: Row) in row.holesOnly ? first : row }
      var best: (reference: Row, fits: [Bool], count: Int)?
      for candidate in rows.prefix(2) {
        let fits = rows.map {
          Self.sameShape(shaped($0), shaped(candidate), markup: markup, holes: holes)
        }
        let count = fits.count(where: { $0 })
        if best == nil || count > best!.count { best = (candidate, fits, count) }
        if count * 2 >= rows.count { break }
      }
      // The second row is the reference only when the first's shape is not
      // its own, so never one of which only the holes were written.
      guard let best, best.count >= 2, !best.reference.holesOnly else { return nil }
      reference = best.reference
      fits = best.fits
      var varies = [Bool](repeating: false, count: best.reference.holes.count / 2)
      for (row, fits) in zip(rows, best.fits) where fits {
        for hole in varies.indices where !varies[hole] {
          varies[hole] = !Self.sameBytes(
            Self.hole(hole, of: row, holes), Self.hole(hole, of: best.reference, holes),
            markup: markup)
        }
      }
      self.varies = varies
    }

    /// The bytes of the rows' markup: what the string form would hold.
    var markupBytes: Int {
      guard let first = rows.first else { return 0 }
      let statics = first.bytes.count - Self.holeBytes(of: first, holes)
      return rows.reduce(0) {
        $0 + ($1.holesOnly ? statics + Self.holeBytes(of: $1, holes) : $1.bytes.count)
      }
    }

    /// Whether every row written as its own markup was rendered in full.
    var writesMarkupOfRenderedRowsOnly: Bool {
      zip(rows, fits).allSatisfy { row, fits in fits || !row.holesOnly }
    }

    /// The template's bytes before JSON escapes: statics once, three bytes
    /// of quotes and comma per value, the markup of rows of another shape.
    /// Fewer than the markup's for a table; not when few nodes have the
    /// reference's shape.
    var estimatedBytes: Int {
      var templated = reference.bytes.count
      for (row, fits) in zip(rows, fits) {
        guard fits else {
          templated += row.bytes.count
          continue
        }
        templated += 3
        for hole in varies.indices where varies[hole] {
          templated += Self.hole(hole, of: row, holes).count + 3
        }
      }
      return templated
    }

    /// Appends the template: the statics, then each row.
    func write(into bytes: inout [UInt8]) {
      bytes.append(UInt8(ascii: "["))
      writeStatics(into: &bytes)
      for (row, fits) in zip(rows, fits) {
        bytes.append(UInt8(ascii: ","))
        guard fits else {
          JSONString.append(utf8: slice(row.bytes), to: &bytes)
          continue
        }
        bytes.append(UInt8(ascii: "["))
        var first = true
        for hole in varies.indices where varies[hole] {
          if !first { bytes.append(UInt8(ascii: ",")) }
          first = false
          JSONString.append(utf8: slice(Self.hole(hole, of: row, holes)), to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
      }
      bytes.append(UInt8(ascii: "]"))
    }

    /// The reference row's markup cut at its varying holes: a constant
    /// hole lies in place between them, so each static is one slice.
    private func writeStatics(into bytes: inout [UInt8]) {
      var start = reference.bytes.lowerBound
      bytes.append(UInt8(ascii: "["))
      for hole in varies.indices where varies[hole] {
        let range = Self.hole(hole, of: reference, holes)
        JSONString.append(utf8: slice(start..<range.lowerBound), to: &bytes)
        bytes.append(UInt8(ascii: ","))
        start = range.upperBound
      }
      JSONString.append(utf8: slice(start..<reference.bytes.upperBound), to: &bytes)
      bytes.append(UInt8(ascii: "]"))
    }

    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: markup[range])
    }

    /// The bytes of hole `index` of `row`.
    static func hole(_ index: Int, of row: Row, _ holes: UnsafeBufferPointer<Int>) -> Range<Int> {
      let at = row.holes.lowerBound + 2 * index
      return holes[at]..<holes[at + 1]
    }

    /// The bytes of all holes of `row`.
    static func holeBytes(of row: Row, _ holes: UnsafeBufferPointer<Int>) -> Int {
      stride(from: row.holes.lowerBound, to: row.holes.upperBound, by: 2).reduce(0) {
        $0 + holes[$1 + 1] - holes[$1]
      }
    }

    /// Whether both rows have the same number of holes and the same bytes
    /// between them.
    static func sameShape(
      _ row: Row, _ other: Row, markup: UnsafeBufferPointer<UInt8>,
      holes: UnsafeBufferPointer<Int>
    ) -> Bool {
      if row.bytes == other.bytes { return true }
      guard row.holes.count == other.holes.count else { return false }
      var start = row.bytes.lowerBound
      var otherStart = other.bytes.lowerBound
      for index in 0..<(row.holes.count / 2) {
        let range = hole(index, of: row, holes)
        let otherRange = hole(index, of: other, holes)
        guard
          sameBytes(start..<range.lowerBound, otherStart..<otherRange.lowerBound, markup: markup)
        else { return false }
        start = range.upperBound
        otherStart = otherRange.upperBound
      }
      return sameBytes(
        start..<row.bytes.upperBound, otherStart..<other.bytes.upperBound, markup: markup)
    }

    static func sameBytes(
      _ a: Range<Int>, _ b: Range<Int>, markup: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      // A borrowed hole is the reference's own range.
      if a == b { return true }
      guard a.count == b.count else { return false }
      guard a.count > 0, let base = markup.baseAddress else { return true }
      return memcmp(base + a.lowerBound, base + b.lowerBound, a.count) == 0
    }
  }
}

extension PatchWriter {
  /// Appends the markup of `nodes` (many of them) rendered once with their
  /// holes recorded, as a template or, when none pays, as one string.
  ///
  /// A node past the first with the first's shape is written as its holes
  /// alone; when the template then needs its whole markup after all (it
  /// does not pay, or most nodes have another shape), all are rendered
  /// again in full. `shapesFromFirst: false` renders them in full at once.
  @inlinable
  mutating func templateMarkup<Action>(_ nodes: [Node<Action>], shapesFromFirst: Bool = true) {
    var writer = HTMLWriter()
    defer { writer.deallocate() }
    writer.recordHoles(capacity: nodes.count * 32)
    var rows: [PatchTemplate.Row] = []
    rows.reserveCapacity(nodes.count)
    nodes.withUnsafeBufferPointer { nodes in
      guard let first = nodes.baseAddress else { return }
      let reference = shapesFromFirst ? storage(at: first) : nil
      for index in nodes.indices {
        let start = writer.count
        let holeStart = writer.holeCount
        // As cold as a render finds them (`HTMLWriter.writeChildren`).
        prefetchSiblings(of: first, count: nodes.count, before: index)
        if index > 0, let reference, let element = storage(at: first + index) {
          // The first row's holes start at 0.
          writer.borrowedHoleOffset = holeStart
          let holesOnly = element._withUnsafeGuaranteedRef { element in
            reference._withUnsafeGuaranteedRef { writer.writeHoles(of: element, shapedLike: $0) }
          }
          writer.borrowedHoleOffset = nil
          if holesOnly {
            rows.append(
              PatchTemplate.Row(
                bytes: start..<writer.count, holes: holeStart..<writer.holeCount, holesOnly: true))
            continue
          }
          writer.count = start
          writer.holeCount = holeStart
        }
        writer.writeNode(nodes[index])
        rows.append(
          PatchTemplate.Row(bytes: start..<writer.count, holes: holeStart..<writer.holeCount))
      }
    }
    if PatchTemplate.write(writer.bytes, holes: writer.holes, rows: rows, into: &bytes) { return }
    templateMarkup(nodes, shapesFromFirst: false)
  }
}
