import Foundation
import HTTPCore
import IngredientsFeature
import NameMatching
import TestSupport
import Testing

/// Mutants of every recorded drink body go through the ingredients mapper, and what it delivers
/// through the name resolver: each delivers well-formed recipes and one of them, or a typed error.
struct IngredientsMapperFuzzTests {
    private let campaign = FuzzCampaign("ingredients mapper", seed: 0x1A6E_0002, count: 2_000)

    @Test func mutatedRecordedBodies_deliverWellFormedRecipesOrATypedError() throws {
        let corpus = try FuzzCorpus.recordedBodies(withPrefixes: ["search-", "lookup-", "random-", "latest-"])
        let mutator = Mutator(corpus: corpus, domainMutations: DrinkMutation.allCases, listName: "drinks")
        var failures = FuzzFailures(of: campaign)
        var tally = OutcomeTally()

        for index in campaign.indices {
            var generator = campaign.generator(forCase: index)
            let mutant = mutator.mutant(of: corpus[index % corpus.count], using: &generator)
            for problem in problems(mapping: mutant, tally: &tally, using: &generator) {
                failures.record(problem, inCase: index, mutant: mutant)
            }
        }

        failures.finish()
        if campaign.isComplete {
            #expect(tally.share(tally.delivered) > 0.15, "too few mutants delivered recipes: \(tally.summary)")
            #expect(tally.share(tally.refused) > 0.25, "too few mutants were refused: \(tally.summary)")
            #expect(tally.share(tally.checkedAgainstReference) > 0.25, "too few mutants checked against the rules: \(tally.summary)")
        }
    }

    private func problems(mapping mutant: Mutant, tally: inout OutcomeTally, using generator: inout SplitMix64) -> [String] {
        let result = Result { try IngredientsMapper.map(mutant.data, from: httpResponse(200)) }
        var problems: [String] = []
        switch result {
        case let .success(recipes):
            tally.countDelivered()
            if recipes.isEmpty { problems.append("delivered no recipes instead of no such cocktail") }
            problems += recipes.compactMap(flaw)
            problems += ResolverCheck.problems(resolving: ResolverCheck.query(for: recipes, using: &generator), in: recipes)
        case let .failure(error):
            tally.countRefused()
            if error as? RemoteLoadError != .invalidData, !(error is CocktailLookupError) {
                problems.append("threw \(error), which is neither RemoteLoadError.invalidData nor an CocktailLookupError")
            }
        }
        if let document = mutant.document {
            tally.countCheckedAgainstReference()
            let expected = ReferenceRecipes.outcome(for: document)
            let actual: ReferenceRecipes.Outcome? =
                switch result {
                case let .success(recipes): .recipes(recipes)
                case let .failure(error) where error as? RemoteLoadError == .invalidData: .invalidData
                case let .failure(error) where error as? CocktailLookupError == .noSuchCocktail: .noSuchCocktail
                case .failure: nil
                }
            if actual != expected {
                problems.append("breaks the mapping rules: " + describe(actual, expected: expected))
            }
        }
        return problems
    }

    private func describe(_ actual: ReferenceRecipes.Outcome?, expected: ReferenceRecipes.Outcome) -> String {
        if case let .recipes(actualRecipes)? = actual, case let .recipes(expectedRecipes) = expected {
            return Invariants.difference(actualRecipes, expectedRecipes)
        }
        return "delivered \(actual.map { "\($0)" } ?? "another error"), expected \(expected)"
    }

    private func flaw(of recipe: CocktailRecipe) -> String? {
        if recipe.id < 0 { return "delivered a negative id: \(recipe)" }
        if !Invariants.isTrimmedText(recipe.name) { return "delivered a blank or untrimmed name: \(recipe)" }
        if recipe.ingredients.count > 15 { return "delivered more than 15 ingredients: \(recipe)" }
        for ingredient in recipe.ingredients {
            if !Invariants.isTrimmedText(ingredient.name) { return "delivered a blank or untrimmed ingredient: \(ingredient)" }
            if let measure = ingredient.measure, !Invariants.isTrimmedText(measure) {
                return "delivered a blank or untrimmed measure: \(ingredient)"
            }
        }
        if let url = recipe.imageURL, !Invariants.isWebURL(url) {
            return "delivered an image URL that is not HTTP(S) with a host: \(recipe)"
        }
        return nil
    }
}
