import Foundation
import TestSupport
import Testing

/// The dependency rule, checked on the sources: every module imports only what the architecture allows.
struct DependencyRuleTests {
    /// What a module may import besides the Swift standard library: by its kind, so that a new
    /// feature or a new store module needs no line here, else by its name.
    private static func allowedImports(of module: String) -> Set<String>? {
        if let named = namedModules[module] { return named }
        if module.hasSuffix("Feature") {
            // Features know nothing of infrastructure, presentation or each other; Measures is values, as a recipe reads them.
            return foundation.union(["HTTPCore", "CocktailDBAPI", "StoreCore", "NameMatching", "Measures"])
        }
        if module.hasSuffix("Infra") {
            // Store modules keep the features' models, on the file plumbing written once.
            return foundation.union(systemLibraries).union(features).union(["StoreCore", "FileStorage", "JSONBytes", "HTTPCore"])
        }
        return nil
    }

    /// The modules of no kind, and those that break their kind's rule (HTTPInfra is no store).
    private static let namedModules: [String: Set<String>] = [
        // A build tool, run by the EmbedResources plugin: it writes a module's resources as Swift source.
        "ResourceEmbedder": foundation,
        "JSONBytes": foundation,
        "Locking": foundation,
        "Pictures": foundation,
        // Drawing needs nothing but the pixels: not even Foundation.
        "TerminalPictures": ["Pictures"],
        "NameMatching": foundation.union(["TextDistance"]),
        "TextDistance": [],
        // The grammar of a command line knows nothing of cocktails: no feature, no presenter.
        "CommandLineGrammar": foundation.union(["TextDistance"]),
        "Measures": foundation,
        // The party is planned over amounts and methods, the shared values Measures holds, and nothing else.
        "PartyFeature": foundation.union(["Measures"]),
        "HTTPCore": foundation,
        "StoreCore": foundation,
        "FileStorage": foundation.union(systemLibraries).union(["StoreCore"]),
        "HTTPInfra": foundation.union(["FoundationNetworking", "HTTPCore", "Locking"]),
        "SimulatedCocktailDB": foundation.union(["HTTPCore", "CocktailDBAPI", "JSONBytes", "NameMatching"]),
        "CocktailDBAPI": foundation.union(["HTTPCore", "JSONBytes"]),
        // HTTPCore for the errors the features' remote loaders pass on, which a failure reason is made from.
        "FeedPresentation": foundation.union(features).union([
            "CommandLineGrammar", "HTTPCore", "Locking", "Measures", "NameMatching", "StoreCore",
        ]),
        "FeedTerminalUI": foundation.union(systemLibraries).union(["FeedPresentation", "JSONBytes", "Locking", "NameMatching"]),
    ]
    private static let foundation: Set = ["Foundation", "FoundationEssentials"]
    /// The C library, under each platform's name.
    private static let systemLibraries: Set = ["Glibc", "Musl", "Darwin"]
    /// Every feature module, whose models presentation and the stores may know.
    private static let features = Set(sourceModules.filter { $0.hasSuffix("Feature") })
    /// The modules under `Sources/`.
    private static let sourceModules: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.repositoryRoot.appendingPathComponent("Sources").path).sorted())
        ?? []

    @Test("each module imports only what the dependency rule allows", arguments: sourceModules)
    func module_importsOnlyAllowedModules(module: String) throws {
        let allowed = try #require(Self.allowedImports(of: module), "\(module) is of no kind the dependency rule knows")
        let imports = try ModuleImports.read(module: module)

        #expect(!imports.isEmpty, "\(module) should have sources")
        for (file, imported) in imports {
            let forbidden = imported.subtracting(allowed)
            #expect(forbidden.isEmpty, "\(module)/\(file) imports \(forbidden.sorted()), which the dependency rule forbids")
        }
    }

    @Test("the rule follows a module's kind: a new feature or store module needs no line here")
    func rule_followsTheModulesKind() throws {
        let feature = try #require(Self.allowedImports(of: "FavouritesFeature"))
        let store = try #require(Self.allowedImports(of: "FavouritesInfra"))

        #expect(feature.isSuperset(of: ["StoreCore", "NameMatching", "HTTPCore"]))
        #expect(!feature.contains("FeedFeature"), "features never import each other")
        #expect(!feature.contains("FileStorage"), "features know nothing of the disk")
        #expect(store.isSuperset(of: ["StoreCore", "FileStorage", "JSONBytes", "FeedFeature", "BarFeature"]))
        #expect(!store.contains("FeedPresentation"))
        #expect(Self.sourceModules.count > 10, "the modules are read from Sources/")
    }

    @Test("only the composition root knows every module")
    func onlyCompositionRootImportsBothFeaturesAndInfrastructure() throws {
        let rootImports = try ModuleImports.read(directory: Fixtures.repositoryRoot.appendingPathComponent("CompositionRoot"))
        let everything = rootImports.values.reduce(into: Set<String>()) { $0.formUnion($1) }

        #expect(
            everything.isSuperset(of: [
                "FeedFeature", "IngredientsFeature", "CatalogueFeature", "BarFeature", "StoreCore", "FileStorage", "FeedCacheInfra",
                "UserDataInfra", "FeedPresentation", "FeedTerminalUI", "HTTPInfra", "SimulatedCocktailDB",
            ]))
    }

    @Test("the reader finds plain, attributed and access-level imports")
    func reader_findsImports() {
        let source = """
            import Foundation
            @preconcurrency import Dispatch
            public import FeedFeature
            // import Commented
            let importantValue = 1
            """

        #expect(ModuleImports.imports(in: source) == ["Foundation", "Dispatch", "FeedFeature"])
    }
}

/// The `import` lines of a module's Swift files.
enum ModuleImports {
    static func read(module: String) throws -> [String: Set<String>] {
        try read(directory: Fixtures.repositoryRoot.appendingPathComponent("Sources").appendingPathComponent(module))
    }

    static func read(directory: URL) throws -> [String: Set<String>] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [:] }
        var imports: [String: Set<String>] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            imports[url.lastPathComponent] = self.imports(in: try String(contentsOf: url, encoding: .utf8))
        }
        return imports
    }

    static func imports(in source: String) -> Set<String> {
        var modules = Set<String>()
        for line in source.split(separator: "\n") {
            let words = line.split(separator: " ").filter {
                !$0.hasPrefix("@") && !["public", "internal", "package", "private", "fileprivate"].contains($0)
            }
            guard words.count >= 2, words[0] == "import" else { continue }
            modules.insert(String(words[1].split(separator: ".")[0]))
        }
        return modules
    }
}
