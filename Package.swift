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
        // Strict JSON read byte by byte, and URL text plain enough to need no parse, for the
        // decoders that replaced JSONDecoder on hot paths.
        .target(name: "JSONBytes"),
        // The HTTP abstraction both features need and neither may own.
        .target(name: "SharedAPI", dependencies: ["JSONBytes"]),
        .target(name: "SharedAPIInfra", dependencies: ["SharedAPI", "LazyCurl"]),
        // libcurl's functions, loaded on first use, so start-up never pays for libcurl.
        .target(name: "LazyCurl", linkerSettings: [.linkedLibrary("dl")]),

        // Platform-agnostic features: they know nothing of infrastructure, presentation or each other.
        .target(name: "FeedFeature", dependencies: ["SharedAPI"]),
        .target(name: "IngredientsFeature", dependencies: ["SharedAPI"]),

        .target(name: "FeedCacheInfra", dependencies: ["FeedFeature", "JSONBytes"]),
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
            dependencies: ["CompositionRoot", "LazyCurl"],
            path: "CompositionRoot/Main",
            // Finds the empty libcurl stub before the real one: LazyCurl stands in for it. Exporting
            // its curl_* functions makes them stand in for libcurl's in a dynamically linked build
            // too, where libFoundationNetworking.so links libcurl itself.
            linkerSettings: [.unsafeFlags(
                ["-L\(Context.packageDirectory)/CompositionRoot/LinkerStubs"]
                    // Every curl_* function Sources/LazyCurl/LazyCurl.c defines, by name: gold takes no patterns here.
                    + [
                        "global_init", "version", "version_info", "free", "slist_append", "slist_free_all",
                        "easy_init", "easy_cleanup", "easy_setopt", "easy_getinfo", "easy_pause", "easy_strerror",
                        "multi_init", "multi_cleanup", "multi_setopt", "multi_add_handle", "multi_remove_handle",
                        "multi_assign", "multi_info_read", "multi_socket_action", "url", "url_get", "url_set",
                    ].flatMap { ["-Xlinker", "--export-dynamic-symbol=curl_\($0)"] }
            )]
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
        .testTarget(name: "CompositionRootTests", dependencies: ["CompositionRoot", "CompositionRootTestSupport", "FeedCacheInfra", "TestSupport"]),
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
