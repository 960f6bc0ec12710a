import Foundation

extension IngredientKnowledge {
    /// The knowledge dringo ships, `Resources/ingredient-knowledge.txt`, read afresh on each call.
    ///
    /// `.unavailable` when the resource bundle is not beside the program: the caller decides what
    /// to do without it, since `Bundle.module` would stop the process instead.
    public static func bundled() throws(IngredientKnowledgeError) -> IngredientKnowledge {
        guard let url = KnowledgeBundle.bundle?.url(forResource: "ingredient-knowledge", withExtension: "txt"),
            let data = try? Data(contentsOf: url),
            let document = String(data: data, encoding: .utf8)
        else { throw .unavailable }
        return try IngredientKnowledge(parsing: document)
    }
}

/// Finds the module's resource bundle where SwiftPM puts it: named `dringo_BarFeature.resources` on
/// Linux and `….bundle` on Apple platforms, in the main bundle's resources for an app, in a
/// framework's resources when built into one, and beside the executable for a command-line tool.
private final class KnowledgeBundle {
    static let bundle: Bundle? = {
        let names = ["dringo_BarFeature.resources", "dringo_BarFeature.bundle"]
        // Each folder is asked for only when the ones before it do not hold the bundle: working out
        // the later ones (a framework's, the executable's resolved folder) costs more than the lookup.
        let directories: [() -> URL?] = [
            { Bundle.main.resourceURL },
            { Bundle(for: KnowledgeBundle.self).resourceURL },
            { Bundle.main.bundleURL },
            { Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() },
        ]
        for folder in directories {
            guard let directory = folder() else { continue }
            for name in names {
                if let bundle = Bundle(url: directory.appendingPathComponent(name, isDirectory: true)) { return bundle }
            }
        }
        return nil
    }()
}
