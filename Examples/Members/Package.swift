// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Members",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Trellis", path: "../..")],
  targets: [
    .executableTarget(
      name: "Members", dependencies: [.product(name: "WebHost", package: "Trellis")])
  ],
  swiftLanguageModes: [.v6]
)
