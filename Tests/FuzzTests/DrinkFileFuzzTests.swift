import Foundation
import HouseDrinksFeature
import TestSupport
import Testing

/// Mutants of the files `dringo mine add` reads (Bar Assistant's Draft 02, JSON-LD alone and in a saved page,
/// TheCocktailDB's JSON, a card) go through the file reader: each delivers drinks that keep every rule, or one
/// `DrinkFileError`; none crashes, hangs or delivers a drink that breaks a rule.
struct DrinkFileFuzzTests {
    private let campaign = FuzzCampaign("your drinks' files", seed: 0x0035_D21C, count: 2_000)

    @Test("MD-6: hostile files deliver drinks that keep every rule, or a DrinkFileError")
    func mutatedFiles_deliverValidDrinksOrRefusal() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/yours")
        let corpus = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { $0 != "README.md" }.map {
            CorpusEntry(name: $0, data: try Data(contentsOf: folder.appendingPathComponent($0)))
        }
        let mutator = Mutator(corpus: corpus, domainMutations: [], listName: "drinks")
        var failures = FuzzFailures(of: campaign)
        var tally = OutcomeTally()

        for index in campaign.indices {
            var generator = campaign.generator(forCase: index)
            let mutant = mutator.mutant(of: corpus[index % corpus.count], using: &generator)
            do {
                let recipes = try DrinkFile.recipes(in: mutant.data, lines: .namesOnly)
                tally.countDelivered()
                for problem in Self.problems(in: recipes) { failures.record(problem, inCase: index, mutant: mutant) }
            } catch {
                tally.countRefused()
            }
        }

        failures.finish()
        if campaign.isComplete {
            #expect(tally.share(tally.delivered) > 0.05, "too few mutants delivered drinks: \(tally.summary)")
            #expect(tally.share(tally.refused) > 0.25, "too few mutants were refused: \(tally.summary)")
        }
    }

    /// What no delivered drink may be.
    private static func problems(in recipes: [HouseRecipe]) -> [String] {
        var problems: [String] = []
        if recipes.isEmpty { problems.append("no drink delivered, and no refusal") }
        if Set(recipes.map { $0.name.lowercased() }).count != recipes.count { problems.append("two drinks of one name") }
        for recipe in recipes {
            let texts = [recipe.name] + recipe.ingredients.map(\.name) + recipe.ingredients.compactMap(\.measure) + recipe.tags
            if recipe.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problems.append("a drink without a name") }
            if recipe.ingredients.isEmpty { problems.append("\(recipe.name): no ingredient") }
            if texts.contains(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
                problems.append("\(recipe.name): a control character")
            }
            if recipe.ingredients.contains(where: { $0.abv.map { !($0.isFinite && $0 >= 0 && $0 <= 100) } ?? false }) {
                problems.append("\(recipe.name): a strength out of bounds")
            }
        }
        return problems
    }
}
