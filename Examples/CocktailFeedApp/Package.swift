// swift-tools-version:6.0
import PackageDescription

// An app that builds on dringo's features as any consumer would: through its library products only.
let package = Package(
    name: "CocktailFeedApp",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        // A path, so that this example builds against the checkout it ships in. An app would
        // depend on the repository: .package(url: "<dringo's repository URL>", branch: "main").
        .package(name: "dringo", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "CocktailFeedApp",
            dependencies: [
                .product(name: "FeedFeature", package: "dringo"),
                .product(name: "HTTPCore", package: "dringo"),
                .product(name: "CocktailDBAPI", package: "dringo"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
