// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "VDOM", targets: ["VDOM"]),
    .library(name: "MarkupValidation", targets: ["MarkupValidation"]),
    .library(name: "VDOMSnapshotting", targets: ["VDOMSnapshotting"]),
    .library(name: "Runtime", targets: ["Runtime"]),
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "WebHost", targets: ["WebHost"]),
    .library(name: "Screens", targets: ["Screens"]),
    .library(name: "TrellisDev", targets: ["TrellisDev"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .library(name: "TrellisPostgres", targets: ["TrellisPostgres"]),
    .executable(name: "gallery", targets: ["Gallery"]),
    .executable(name: "trellis-bench", targets: ["TrellisBench"]),
    .executable(name: "trellis-hub-bench", targets: ["TrellisHubBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.24.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.5.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.21.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // The cache prefetch hint the tree walks issue ahead of themselves.
    .target(
      name: "CPrefetch"
    ),
    .target(
      name: "VDOM",
      dependencies: ["CPrefetch"]
    ),
    // The nudge that makes glibc merge a released tree's blocks at once.
    .target(
      name: "CAllocator"
    ),
    // libxml2-based markup validation, apart so that an application that
    // does not validate (a production binary) does not link libxml2.
    .target(
      name: "MarkupValidation",
      dependencies: ["VDOM", "CLibXML2"]
    ),
    .target(
      name: "VDOMSnapshotting",
      dependencies: [
        "VDOM",
        "MarkupValidation",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
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
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .target(
      name: "Trellis",
      dependencies: [
        "VDOM",
        "Runtime",
        "CZlib",
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    .target(
      name: "WebHost",
      dependencies: [
        "VDOM",
        "Runtime",
        "Trellis",
        "CAllocator",
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      // The browser client (one bundle, made by scripts/bundle-client) and its stylesheet.
      resources: [.copy("Client")]
    ),
    // Development mode: the developer panel beside every screen, its
    // stylesheet, and libxml2 validation of every render.
    .target(
      name: "TrellisDev",
      dependencies: [
        "WebHost",
        "MarkupValidation",
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Styles")]
    ),
    .target(
      name: "Screens",
      dependencies: ["Trellis"]
    ),
    // The multi-node message hub and the likes on PostgreSQL.
    .target(
      name: "TrellisPostgres",
      dependencies: [
        "WebHost",
        "Screens",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .target(
      name: "TrellisTesting",
      dependencies: [
        "Trellis",
        "WebHost",
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .executableTarget(
      name: "Gallery",
      dependencies: [
        "WebHost",
        "TrellisDev",
        "Screens",
        "TrellisPostgres",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ],
      // The gallery's own stylesheets, served beside the client.
      resources: [.copy("Styles")]
    ),
    .executableTarget(
      name: "TrellisBench",
      dependencies: [
        "VDOM",
        "Runtime",
        "Screens",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The PostgreSQL hub's latency and throughput across two nodes (scripts/hub-bench).
    .executableTarget(
      name: "TrellisHubBench",
      dependencies: [
        "Trellis",
        "TrellisPostgres",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .testTarget(
      name: "VDOMTests",
      dependencies: [
        "VDOM",
        "MarkupValidation",
        "VDOMSnapshotting",
        // The diff's oracle: patches applied as the browser client applies them.
        "TrellisTesting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__", "Snapshotting/__Snapshots__"]
    ),
    .testTarget(
      name: "MarkupValidationTests",
      dependencies: ["MarkupValidation", "VDOM"]
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
    .testTarget(
      name: "TrellisTests",
      dependencies: [
        "Trellis",
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    .testTarget(
      name: "ScreensTests",
      dependencies: [
        "Screens",
        "Trellis",
        "VDOM",
        "MarkupValidation",
        "TrellisTesting",
        "VDOMSnapshotting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: [
        "Benchmark/__Snapshots__", "BabyAlbum/__Snapshots__", "Counter/__Snapshots__",
        "Downloader/__Snapshots__", "GameOfLife/__Snapshots__",
        "LikeHistory/__Snapshots__", "Monsters/__Snapshots__", "Todo/__Snapshots__",
      ]
    ),
    .testTarget(
      name: "TrellisTestingTests",
      dependencies: ["TrellisTesting", "MarkupValidation", "Screens"]
    ),
    .testTarget(
      name: "WebHostTests",
      dependencies: [
        "WebHost",
        "CAllocator",
        "MarkupValidation",
        // The developer panel in live sessions over a real socket.
        "TrellisDev",
        "Screens",
        "VDOM",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        // A client-side deflate stream with context takeover, for the transport's tests.
        "CZlib",
      ]
    ),
    .testTarget(
      name: "TrellisPostgresTests",
      dependencies: [
        "TrellisPostgres",
        // Two in-process apps on one database: two nodes, end to end.
        "TrellisTesting",
        "WebHost",
        "Screens",
        "Trellis",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "TrellisDevTests",
      dependencies: [
        "TrellisDev",
        "WebHost",
        "MarkupValidation",
        "Screens",
        "VDOMSnapshotting",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Imports say what each file uses: a member is visible only where its module is imported.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility")
    ]
}
