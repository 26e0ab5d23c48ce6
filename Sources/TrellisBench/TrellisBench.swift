import ArgumentParser

/// `trellis-bench`: Trellis's benchmarks, one subcommand each.
///
/// ```
/// swift build -c release && .build/release/trellis-bench vdom --json
/// ```
@main
struct TrellisBench: AsyncParsableCommand {
  /// Every benchmark; add a subcommand here.
  static let benchmarks: [any ParsableCommand.Type] = [VDOMBenchmark.self, RuntimeBenchmark.self]

  static let configuration = CommandConfiguration(
    commandName: "trellis-bench",
    abstract: "Measures Trellis: rendering, diffing and patch sizes, and more.",
    subcommands: benchmarks
  )
}
