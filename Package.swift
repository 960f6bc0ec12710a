// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dringo",
    // Where the Clock and Duration APIs that the features use first appeared.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "dringo", targets: ["dringo"]),
        .library(name: "FeedFeature", targets: ["FeedFeature"]),
        .library(name: "IngredientsFeature", targets: ["IngredientsFeature"]),
        .library(name: "CatalogueFeature", targets: ["CatalogueFeature"]),
        .library(name: "BarFeature", targets: ["BarFeature"]),
        .library(name: "FavouritesFeature", targets: ["FavouritesFeature"]),
        .library(name: "PartyFeature", targets: ["PartyFeature"]),
        .library(name: "HouseDrinksFeature", targets: ["HouseDrinksFeature"]),
        .library(name: "NameMatching", targets: ["NameMatching"]),
        .library(name: "TextDistance", targets: ["TextDistance"]),
        .library(name: "CommandLineGrammar", targets: ["CommandLineGrammar"]),
        .library(name: "Measures", targets: ["Measures"]),
        .library(name: "StoreCore", targets: ["StoreCore"]),
        .library(name: "FileStorage", targets: ["FileStorage"]),
        .library(name: "FeedCacheInfra", targets: ["FeedCacheInfra"]),
        .library(name: "UserDataInfra", targets: ["UserDataInfra"]),
        .library(name: "FeedPresentation", targets: ["FeedPresentation"]),
        .library(name: "FeedTerminalUI", targets: ["FeedTerminalUI"]),
        .library(name: "HTTPCore", targets: ["HTTPCore"]),
        .library(name: "HTTPInfra", targets: ["HTTPInfra"]),
        .library(name: "CocktailDBAPI", targets: ["CocktailDBAPI"]),
        .library(name: "SimulatedCocktailDB", targets: ["SimulatedCocktailDB"]),
        .library(name: "Pictures", targets: ["Pictures"]),
        .library(name: "TerminalPictures", targets: ["TerminalPictures"]),
    ],
    targets: [
        // A module's `Resources` folder compiled into it at build time, so that a program is one file with nothing beside it.
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),

        // Leaves that know nothing of dringo: JSON read and written byte by byte, and a lock.
        .target(name: "JSONBytes"),
        .target(name: "Locking"),
        // How far one word is from another, in the edits a slip of the fingers makes.
        .target(name: "TextDistance"),
        // A command line's grammar, knowing nothing of cocktails: typed options and operands, parsing, usage errors,
        // did-you-mean, help pages, completion scripts; its words are the program's.
        .target(name: "CommandLineGrammar", dependencies: ["TextDistance"]),
        // JPEG decoded, scaled and written as PNG, by dringo alone: a leaf any app can use.
        .target(name: "Pictures"),
        // Pictures drawn in a terminal: kitty's protocol, iTerm2's, sixels, half blocks; and which a terminal takes.
        .target(name: "TerminalPictures", dependencies: ["Pictures"]),
        // The rules for text a user types, and text as a terminal shows it: what every feature that
        // takes a name or a note, and the terminal, hold text to.
        .target(name: "NameMatching", dependencies: ["TextDistance"]),
        // A recipe's measures read as amounts, shown in the user's units and servings, and its strength:
        // pure, knowing nothing of dringo's other modules.
        .target(name: "Measures"),
        // The one store contract and the cache use cases every cached resource shares; and the
        // files they are kept in, written once for the caches and the user's data.
        .target(name: "StoreCore"),
        .target(name: "FileStorage", dependencies: ["StoreCore"]),

        // HTTP in general, and its URLSession implementation.
        .target(name: "HTTPCore"),
        .target(name: "HTTPInfra", dependencies: ["HTTPCore", "Locking"]),
        // TheCocktailDB simulated in the process from recorded responses, for `dringo --demo`.
        .target(
            name: "SimulatedCocktailDB",
            dependencies: ["HTTPCore", "JSONBytes", "NameMatching"],
            exclude: ["Resources"],
            plugins: ["EmbedResources"]
        ),
        // TheCocktailDB's wire format: origin and key, the `drinks` envelope, lenient fields.
        .target(name: "CocktailDBAPI", dependencies: ["HTTPCore", "JSONBytes"]),

        // Platform-agnostic features: they know nothing of infrastructure, presentation or each other.
        .target(name: "FeedFeature", dependencies: ["HTTPCore", "CocktailDBAPI", "StoreCore"]),
        .target(name: "IngredientsFeature", dependencies: ["HTTPCore", "CocktailDBAPI", "NameMatching"]),
        .target(name: "CatalogueFeature", dependencies: ["HTTPCore", "CocktailDBAPI", "StoreCore", "NameMatching"]),
        // The home bar and the makeable query: drinks come in as plain candidates, not as the catalogue's.
        .target(
            name: "BarFeature", dependencies: ["Measures", "NameMatching", "StoreCore"], exclude: ["Resources"], plugins: ["EmbedResources"]
        ),
        // The drinks the user keeps, with a rating and a note: drinks come in as an id and a name.
        .target(name: "FavouritesFeature", dependencies: ["NameMatching", "StoreCore"]),
        // A party planned, pure: counts, totals merged by identity, bottles, ice and batches, over its own small models.
        .target(name: "PartyFeature", dependencies: ["Measures"]),
        // The user's own drinks, read from a card, Bar Assistant's JSON, TheCocktailDB's or a recipe page, and written back.
        .target(name: "HouseDrinksFeature", dependencies: ["Measures", "NameMatching", "StoreCore"]),

        // The caches, and apart from them what the user owns, which no cache command touches.
        .target(
            name: "FeedCacheInfra", dependencies: ["FeedFeature", "CatalogueFeature", "HTTPCore", "JSONBytes", "StoreCore", "FileStorage"]),
        .target(
            name: "UserDataInfra",
            dependencies: ["BarFeature", "FavouritesFeature", "HouseDrinksFeature", "JSONBytes", "StoreCore", "FileStorage"]),
        .target(
            name: "FeedPresentation",
            dependencies: [
                "FeedFeature", "IngredientsFeature", "CatalogueFeature", "BarFeature", "FavouritesFeature", "HouseDrinksFeature",
                "PartyFeature", "Measures",
                "NameMatching", "StoreCore", "Locking", "CommandLineGrammar", "HTTPCore",
            ],
            exclude: ["Resources"],
            plugins: ["EmbedResources"]
        ),
        .target(name: "FeedTerminalUI", dependencies: ["FeedPresentation", "JSONBytes", "Locking", "NameMatching"]),

        // The composition root: the only place that knows every module.
        .target(
            name: "CompositionRoot",
            dependencies: [
                "HTTPCore", "HTTPInfra", "CocktailDBAPI", "FeedFeature", "IngredientsFeature", "CatalogueFeature",
                "BarFeature", "FavouritesFeature", "HouseDrinksFeature", "PartyFeature", "StoreCore", "FileStorage", "FeedCacheInfra",
                "UserDataInfra",
                "FeedPresentation",
                "FeedTerminalUI", "SimulatedCocktailDB", "NameMatching", "Measures", "Pictures", "TerminalPictures", "CommandLineGrammar",
                "TextDistance", "Locking",
            ],
            path: "CompositionRoot/Sources"
        ),
        .executableTarget(name: "dringo", dependencies: ["CompositionRoot"], path: "CompositionRoot/Main"),

        .target(name: "TestSupport", dependencies: ["HTTPCore", "FeedTerminalUI", "Locking", "StoreCore"], path: "Tests/TestSupport"),
        .testTarget(name: "HTTPCoreTests", dependencies: ["HTTPCore", "Locking", "TestSupport"]),
        .testTarget(name: "HTTPInfraTests", dependencies: ["HTTPInfra", "Locking", "TestSupport"]),
        .testTarget(
            name: "SimulatedCocktailDBTests",
            dependencies: [
                "SimulatedCocktailDB", "HTTPCore", "CocktailDBAPI", "FeedFeature", "IngredientsFeature", "CatalogueFeature", "NameMatching",
                "TestSupport",
            ]
        ),
        .testTarget(name: "CocktailDBAPITests", dependencies: ["CocktailDBAPI", "TestSupport"]),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature", "Locking", "StoreCore", "TestSupport"]),
        .testTarget(name: "IngredientsFeatureTests", dependencies: ["IngredientsFeature", "NameMatching", "TestSupport"]),
        .testTarget(
            name: "CatalogueFeatureTests",
            dependencies: ["CatalogueFeature", "CocktailDBAPI", "HTTPCore", "Locking", "NameMatching", "StoreCore", "TestSupport"]),
        .testTarget(
            name: "BarFeatureTests", dependencies: ["BarFeature", "Locking", "Measures", "NameMatching", "StoreCore", "TestSupport"]),
        .testTarget(name: "FavouritesFeatureTests", dependencies: ["FavouritesFeature", "NameMatching", "StoreCore", "TestSupport"]),
        .testTarget(name: "PartyFeatureTests", dependencies: ["PartyFeature", "Measures"]),
        .testTarget(
            name: "HouseDrinksFeatureTests", dependencies: ["HouseDrinksFeature", "Measures", "NameMatching", "StoreCore", "TestSupport"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures"], exclude: ["Resources"]),
        .testTarget(name: "TerminalPicturesTests", dependencies: ["TerminalPictures", "Pictures"]),
        .testTarget(name: "NameMatchingTests", dependencies: ["NameMatching", "TextDistance", "TestSupport"]),
        .testTarget(name: "MeasuresTests", dependencies: ["Measures", "TestSupport"]),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .testTarget(name: "JSONBytesTests", dependencies: ["JSONBytes"]),
        .testTarget(name: "StoreCoreTests", dependencies: ["StoreCore", "Locking", "TestSupport"]),
        .testTarget(name: "FileStorageTests", dependencies: ["FileStorage", "StoreCore", "TestSupport"]),
        // The one store contract, stated once and run over every store.
        .testTarget(
            name: "DocumentStoreSpecs",
            dependencies: [
                "StoreCore", "FileStorage", "FeedCacheInfra", "UserDataInfra", "FeedFeature", "CatalogueFeature", "BarFeature",
                "FavouritesFeature", "HouseDrinksFeature", "TestSupport",
            ]),
        .testTarget(
            name: "FeedCacheInfraTests",
            dependencies: ["FeedCacheInfra", "FeedFeature", "CatalogueFeature", "FileStorage", "JSONBytes", "StoreCore", "TestSupport"]),
        .testTarget(
            name: "UserDataInfraTests",
            dependencies: [
                "UserDataInfra", "BarFeature", "FavouritesFeature", "HouseDrinksFeature", "FileStorage", "StoreCore", "TestSupport",
            ]),
        .testTarget(
            name: "FeedPresentationTests",
            dependencies: [
                "FeedPresentation", "CatalogueFeature", "BarFeature", "FavouritesFeature", "PartyFeature", "Measures", "NameMatching",
                "StoreCore", "TestSupport", "CommandLineGrammar", "HTTPCore",
            ]),
        .testTarget(name: "FeedTerminalUITests", dependencies: ["FeedTerminalUI", "TestSupport"]),
        .target(
            name: "CompositionRootTestSupport",
            dependencies: [
                "BarFeature", "CompositionRoot", "FeedCacheInfra", "FeedFeature", "UserDataInfra", "FileStorage", "StoreCore",
                "FeedTerminalUI", "Locking",
                "TestSupport",
            ],
            path: "Tests/CompositionRootTestSupport"
        ),
        .testTarget(
            name: "CompositionRootTests",
            dependencies: [
                "CompositionRoot", "CompositionRootTestSupport", "FeedCacheInfra", "FileStorage", "StoreCore", "FeedTerminalUI", "Locking",
                "TestSupport", "CommandLineGrammar", "FeedPresentation",
            ]
        ),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "BarFeature", "CatalogueFeature", "CompositionRoot", "CompositionRootTestSupport", "FavouritesFeature", "FeedCacheInfra",
                "FeedPresentation", "HouseDrinksFeature",
                "UserDataInfra", "StoreCore", "TestSupport", "Pictures", "TerminalPictures",
            ]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["dringo", "Locking", "TestSupport"], exclude: ["Server"]),
        .testTarget(name: "SpecTraceabilityTests", dependencies: ["TestSupport"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "FuzzTests",
            dependencies: [
                "FeedFeature", "IngredientsFeature", "CatalogueFeature", "FeedCacheInfra", "FileStorage", "StoreCore", "CocktailDBAPI",
                "HTTPCore", "NameMatching", "HouseDrinksFeature",
                "TestSupport",
            ]
        ),
    ]
)
