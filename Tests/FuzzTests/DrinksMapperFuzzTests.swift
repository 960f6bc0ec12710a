import CatalogueFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

/// Mutants of full-drink bodies, the shape of a catalogue letter (`search.php?f=X`), go through the
/// catalogue's mapper: each delivers well-formed drinks or `RemoteLoadError.invalidData`, and a
/// strict JSON mutant delivers what the mapping rules say.
struct DrinksMapperFuzzTests {
    private let campaign = FuzzCampaign("drinks mapper", seed: 0xCA7A_0003, count: 2_000)

    @Test func mutatedLetterBodies_deliverWellFormedDrinksOrInvalidData() throws {
        let corpus = try FuzzCorpus.recordedBodies(withPrefixes: ["search-", "lookup-", "random-", "latest-"]) + [Self.letterBody]
        let mutator = Mutator(
            corpus: corpus, domainMutations: DrinkMutation.allCases + FullDrinkMutation.allCases, listName: "drinks")
        var failures = FuzzFailures(of: campaign)
        var tally = OutcomeTally()

        for index in campaign.indices {
            var generator = campaign.generator(forCase: index)
            let mutant = mutator.mutant(of: corpus[index % corpus.count], using: &generator)
            for problem in problems(mapping: mutant, tally: &tally) {
                failures.record(problem, inCase: index, mutant: mutant)
            }
        }

        failures.finish()
        if campaign.isComplete {
            #expect(tally.share(tally.delivered) > 0.15, "too few mutants delivered drinks: \(tally.summary)")
            #expect(tally.share(tally.refused) > 0.25, "too few mutants were refused: \(tally.summary)")
            #expect(tally.share(tally.checkedAgainstReference) > 0.25, "too few mutants checked against the rules: \(tally.summary)")
        }
    }

    @Test func letterBody_mapsToTheReferenceDrinks() throws {
        let document = try #require(Self.letterBody.document)
        let expected = try #require(ReferenceDrinks.drinks(in: document))

        let drinks = try DrinksMapper.map(Self.letterBody.data, from: httpResponse(200))

        #expect(drinks.count == 4)
        #expect(drinks == expected, "\(Invariants.difference(drinks, expected))")
        #expect(drinks.first { $0.name == "Piña Colada" }?.translatedInstructions[.italian] == "Mescolare con ghiaccio tritato.")
    }

    /// A letter as a sync receives it: every gin drink recorded, plus one built with a diacritic
    /// in its name and every field a full drink has.
    private static let letterBody: CorpusEntry = {
        let body = #"""
            {"drinks":[
            {"idDrink":"11410","strDrink":"Gin Fizz","strCategory":"Ordinary Drink","strAlcoholic":"Alcoholic","strGlass":"Highball glass","strInstructions":"Shake.","strInstructionsDE":"Schütteln.","strInstructionsIT":null,"strDrinkThumb":"https://www.thecocktaildb.com/images/media/drink/drtihp1606768397.jpg","strIngredient1":"Gin","strIngredient2":"","strMeasure1":"2 oz ","strMeasure2":""},
            {"idDrink":"17207","strDrink":"Piña Colada","strCategory":" Ordinary Drink ","strAlcoholic":"Alcoholic","strGlass":"Highball glass","strInstructions":"Mix with crushed ice.","strInstructionsIT":"Mescolare con ghiaccio tritato.","strInstructionsES":"","strInstructionsFR":"  ","strDrinkThumb":"https://www.thecocktaildb.com/images/media/drink/cpf4j51504371346.jpg","strIngredient1":"Light rum","strIngredient2":"Coconut milk","strIngredient3":"Pineapple","strMeasure1":"3 oz ","strMeasure2":"3 tblsp","strMeasure3":null},
            {"idDrink":"11417","strDrink":"Gin Sour","strCategory":null,"strAlcoholic":"","strGlass":"Whiskey sour glass","strInstructions":null,"strDrinkThumb":"","strIngredient1":"Gin","strIngredient15":"Lemon","strMeasure15":"1 oz"},
            {"idDrink":"11418","strDrink":"Gin Squirt","strIngredient1":"Gin","strMeasure1":"1 1/2 oz"}
            ]}
            """#
        return CorpusEntry(name: "letter-built", data: Data(body.utf8))
    }()

    private func problems(mapping mutant: Mutant, tally: inout OutcomeTally) -> [String] {
        let result = Result { try DrinksMapper.map(mutant.data, from: httpResponse(200)) }
        var problems: [String] = []
        switch result {
        case let .success(drinks):
            tally.countDelivered()
            problems += drinks.compactMap(flaw)
        case let .failure(error):
            tally.countRefused()
            if error as? RemoteLoadError != .invalidData {
                problems.append("threw \(error), which is not RemoteLoadError.invalidData")
            }
        }
        if let document = mutant.document {
            tally.countCheckedAgainstReference()
            let (actual, expected) = (try? result.get(), ReferenceDrinks.drinks(in: document))
            if actual != expected {
                problems.append("breaks the mapping rules: " + Invariants.difference(actual, expected))
            }
        }
        return problems
    }

    private func flaw(of drink: Drink) -> String? {
        if drink.id < 0 { return "delivered a negative id: \(drink)" }
        if !Invariants.isTrimmedText(drink.name) { return "delivered a blank or untrimmed name: \(drink)" }
        let texts = [drink.category, drink.alcoholic, drink.glass, drink.instructions].compactMap { $0 }
        if let text = (texts + drink.translatedInstructions.values).first(where: { !Invariants.isTrimmedText($0) }) {
            return "delivered a blank or untrimmed text, \(text.debugDescription): \(drink)"
        }
        if drink.ingredients.count > 15 { return "delivered more than 15 ingredients: \(drink)" }
        for ingredient in drink.ingredients {
            if !Invariants.isTrimmedText(ingredient.name) { return "delivered a blank or untrimmed ingredient: \(ingredient)" }
            if let measure = ingredient.measure, !Invariants.isTrimmedText(measure) {
                return "delivered a blank or untrimmed measure: \(ingredient)"
            }
        }
        if let text = drink.imageURLText, !(drink.imageURL.map(Invariants.isWebURL) ?? false) {
            return "delivered an image URL that is not HTTP(S) with a host: \(text)"
        }
        return nil
    }
}
