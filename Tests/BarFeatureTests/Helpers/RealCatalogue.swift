import BarFeature
import Foundation
import TestSupport

/// The whole real catalogue (`Tests/Fixtures/thecocktaildb/catalogue/`, 636 drinks) as makeable
/// candidates: an integer `idDrink`, a non-blank `strDrink`, and the non-blank names of slots 1 to 15.
enum RealCatalogue {
    static func candidates() throws -> [MakeableCandidate] {
        try loaded.get()
    }

    /// Every ingredient name the catalogue spells, each spelling once, in catalogue order.
    static func ingredientSpellings() throws -> [String] {
        var seen = Set<String>()
        return try candidates().flatMap(\.ingredientNames).filter { seen.insert($0).inserted }
    }

    private static let loaded = Result { try load() }

    private static func load() throws -> [MakeableCandidate] {
        let folder = Fixtures.directory.appendingPathComponent("catalogue", isDirectory: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.flatMap { file -> [MakeableCandidate] in
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any]
            let drinks = document?["drinks"] as? [[String: Any]] ?? []
            return drinks.compactMap(candidate)
        }
    }

    private static func candidate(_ drink: [String: Any]) -> MakeableCandidate? {
        guard let id = (drink["idDrink"] as? String).flatMap({ Int($0) }),
            let name = drink["strDrink"] as? String, !isBlank(name)
        else { return nil }
        let ingredients = (1...15).compactMap { drink["strIngredient\($0)"] as? String }.filter { !isBlank($0) }
        return MakeableCandidate(id: id, name: name, ingredientNames: ingredients)
    }

    private static func isBlank(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
