import Foundation
import TestSupport
import Testing

/// The dependency rule, checked on the sources: every module imports only what the architecture allows.
struct DependencyRuleTests {
    /// What each module may import besides the Swift standard library.
    private static let allowedImports: [String: Set<String>] = [
        "JSONBytes": foundation,
        "Locking": foundation,
        "NameMatching": foundation,
        "HTTPCore": foundation,
        "HTTPInfra": foundation.union(["FoundationNetworking", "HTTPCore", "Locking"]),
        "SimulatedCocktailDB": foundation.union(["HTTPCore", "CocktailDBAPI"]),
        "CocktailDBAPI": foundation.union(["HTTPCore", "JSONBytes"]),
        "FeedFeature": foundation.union(["HTTPCore", "CocktailDBAPI"]),
        "IngredientsFeature": foundation.union(["HTTPCore", "CocktailDBAPI", "NameMatching"]),
        "CatalogueFeature": foundation.union(["HTTPCore", "CocktailDBAPI"]),
        "BarFeature": foundation.union(["NameMatching"]),
        "FeedCacheInfra": foundation.union(systemLibraries).union([
            "FeedFeature", "CatalogueFeature", "BarFeature", "HTTPCore", "JSONBytes",
        ]),
        "FeedPresentation": foundation.union(["FeedFeature", "IngredientsFeature", "CatalogueFeature", "BarFeature", "NameMatching"]),
        "FeedTerminalUI": foundation.union(systemLibraries).union(["FeedPresentation", "JSONBytes", "Locking", "NameMatching"]),
    ]
    private static let foundation: Set = ["Foundation", "FoundationEssentials"]
    /// The C library, under each platform's name.
    private static let systemLibraries: Set = ["Glibc", "Musl", "Darwin"]

    @Test("each module imports only what the dependency rule allows", arguments: allowedImports.keys.sorted())
    func module_importsOnlyAllowedModules(module: String) throws {
        let allowed = try #require(Self.allowedImports[module])
        let imports = try ModuleImports.read(module: module)

        #expect(!imports.isEmpty, "\(module) should have sources")
        for (file, imported) in imports {
            let forbidden = imported.subtracting(allowed)
            #expect(forbidden.isEmpty, "\(module)/\(file) imports \(forbidden.sorted()), which the dependency rule forbids")
        }
    }

    @Test("only the composition root knows every module")
    func onlyCompositionRootImportsBothFeaturesAndInfrastructure() throws {
        let rootImports = try ModuleImports.read(directory: Fixtures.repositoryRoot.appendingPathComponent("CompositionRoot"))
        let everything = rootImports.values.reduce(into: Set<String>()) { $0.formUnion($1) }

        #expect(
            everything.isSuperset(of: [
                "FeedFeature", "IngredientsFeature", "CatalogueFeature", "BarFeature", "FeedCacheInfra", "FeedPresentation",
                "FeedTerminalUI",
                "HTTPInfra", "SimulatedCocktailDB",
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
