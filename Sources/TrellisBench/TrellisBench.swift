import ArgumentParser

/// `trellis-bench`: Trellis's benchmarks, one subcommand per area.
///
/// ```
/// swift run -c release trellis-bench runtime --json
/// ```
@main
struct TrellisBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis-bench",
    abstract: "Benchmarks of Trellis.",
    subcommands: [RuntimeBenchmark.self]
  )
}
