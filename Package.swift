// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "VDOM", targets: ["VDOM"]),
    .library(name: "VDOMSnapshotting", targets: ["VDOMSnapshotting"]),
    .library(name: "Runtime", targets: ["Runtime"]),
    .executable(name: "trellis-bench", targets: ["TrellisBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(
      name: "VDOM",
      dependencies: ["CLibXML2"]
    ),
    .target(
      name: "VDOMSnapshotting",
      dependencies: [
        "VDOM",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .target(
      name: "Runtime",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "TrellisBench",
      dependencies: [
        "VDOM",
        "Runtime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "VDOMTests",
      dependencies: [
        "VDOM",
        "VDOMSnapshotting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "RuntimeTests",
      dependencies: [
        "Runtime",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        // Lets `reportIssue` (TestStore's failures) reach Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
