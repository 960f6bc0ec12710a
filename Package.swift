// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dringo",
    defaultLocalization: "en",
    products: [
        .executable(name: "dringo", targets: ["dringo"]),
        .library(name: "FeedFeature", targets: ["FeedFeature"]),
        .library(name: "IngredientsFeature", targets: ["IngredientsFeature"]),
        .library(name: "FeedCacheInfra", targets: ["FeedCacheInfra"]),
        .library(name: "FeedPresentation", targets: ["FeedPresentation"]),
    ],
    targets: [
        // The HTTP abstraction both features need and neither may own.
        .target(name: "SharedAPI"),
        .target(name: "SharedAPIInfra", dependencies: ["SharedAPI", "LazyCurl"]),
        // libcurl's functions, loaded on first use, so start-up never pays for libcurl.
        .target(name: "LazyCurl", linkerSettings: [.linkedLibrary("dl")]),

        // Platform-agnostic features: they know nothing of infrastructure, presentation or each other.
        .target(name: "FeedFeature", dependencies: ["SharedAPI"]),
        .target(name: "IngredientsFeature", dependencies: ["SharedAPI"]),

        .target(name: "FeedCacheInfra", dependencies: ["FeedFeature"]),
        .target(
            name: "FeedPresentation",
            dependencies: ["FeedFeature", "IngredientsFeature"],
            resources: [.process("Resources")]
        ),

        // The composition root: the only place that knows every module.
        .target(
            name: "CompositionRoot",
            dependencies: ["SharedAPI", "SharedAPIInfra", "FeedFeature", "IngredientsFeature", "FeedCacheInfra", "FeedPresentation"],
            path: "CompositionRoot/Sources"
        ),
        .executableTarget(
            name: "dringo",
            dependencies: ["CompositionRoot"],
            path: "CompositionRoot/Main",
            // Finds the empty libcurl stub before the real one: LazyCurl stands in for it.
            linkerSettings: [.unsafeFlags(["-L\(Context.packageDirectory)/CompositionRoot/LinkerStubs"])]
        ),

        .target(name: "TestSupport", dependencies: ["SharedAPI"], path: "Tests/TestSupport"),
        .testTarget(name: "SharedAPITests", dependencies: ["SharedAPI", "TestSupport"]),
        .testTarget(name: "SharedAPIInfraTests", dependencies: ["SharedAPIInfra", "TestSupport"]),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature", "TestSupport"]),
        .testTarget(name: "IngredientsFeatureTests", dependencies: ["IngredientsFeature", "TestSupport"]),
        .testTarget(name: "FeedCacheInfraTests", dependencies: ["FeedCacheInfra", "FeedFeature", "TestSupport"]),
        .testTarget(name: "FeedPresentationTests", dependencies: ["FeedPresentation", "TestSupport"]),
        .target(
            name: "CompositionRootTestSupport",
            dependencies: ["CompositionRoot", "FeedCacheInfra", "TestSupport"],
            path: "Tests/CompositionRootTestSupport"
        ),
        .testTarget(name: "CompositionRootTests", dependencies: ["CompositionRoot", "CompositionRootTestSupport", "TestSupport"]),
        .testTarget(name: "AcceptanceTests", dependencies: ["CompositionRoot", "CompositionRootTestSupport", "FeedCacheInfra", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["dringo", "TestSupport"], exclude: ["Server"]),
        .testTarget(name: "SpecTraceabilityTests", dependencies: ["TestSupport"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["FeedFeature", "IngredientsFeature", "FeedCacheInfra", "SharedAPI", "TestSupport"]
        ),
    ]
)
