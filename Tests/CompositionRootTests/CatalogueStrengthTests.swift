import BarFeature
import Foundation
import Measures
import TestSupport
import Testing

@testable import CompositionRoot

/// The strength of every drink of the real catalogue (`Tests/Fixtures/thecocktaildb/catalogue`, 636 drinks), read
/// with the shipped ingredient knowledge as `recipe` reads it.
struct CatalogueStrengthTests {
    @Test("ST-15: no drink of the real catalogue shows an ABV while one of its poured liquids has no volume")
    func noDrink_showsAnABVBesideAnUnmeasuredLiquid() throws {
        let knowledge = try IngredientKnowledge.bundled()
        var wrong: [String] = []
        for drink in try Self.drinks() {
            let amounts = RecipeAmounts.withKnowledge(of: drink.ingredients, instructions: drink.instructions, servings: 1)
            guard case .estimated(let strength)? = amounts.strength, let poured = strength.poured, poured > 0 else { continue }
            // Told apart here from the knowledge and the amounts, not from what the estimator decided.
            let unmeasured = amounts.ingredients.filter { ingredient in
                let pouring = knowledge.pouring(of: ingredient.name)
                let isPoured = pouring == .liquid || (pouring == nil && !Self.isIce(ingredient.name))
                return isPoured && !Self.hasVolume(ingredient.measure)
            }
            if !unmeasured.isEmpty { wrong.append("\(drink.name): \(unmeasured.map(\.name))") }
        }

        #expect(wrong.isEmpty, "\(wrong.count) drinks: \(wrong.joined(separator: "; "))")
    }

    @Test("ST-15: most drinks of the real catalogue get an ABV, and every other alcoholic one its grams or the liquid it waits for")
    func catalogue_getsItsStrengths() throws {
        var withABV = 0
        var gramsOnly = 0
        var neither = 0
        for drink in try Self.drinks() {
            let amounts = RecipeAmounts.withKnowledge(of: drink.ingredients, instructions: drink.instructions, servings: 1)
            guard case .estimated(let strength)? = amounts.strength else { continue }
            if strength.poured != nil {
                withABV += 1
            } else if strength.alcoholGrams != nil {
                gramsOnly += 1
            } else {
                neither += 1
                #expect(!strength.unmeasured.isEmpty, "\(drink.name) says which liquid it waits for")
            }
        }

        // The figures the note reports; a fall means the knowledge or the reader lost drinks.
        #expect(withABV >= 490, "\(withABV) drinks with an ABV, \(gramsOnly) with grams only, \(neither) with neither")
        #expect(gramsOnly >= 90, "\(withABV) drinks with an ABV, \(gramsOnly) with grams only, \(neither) with neither")
    }

    @Test(
        "ST-2, ST-13, ST-15: the classics keep their ranges; what is shaken, blended or served as poured reads so",
        arguments: [
            ("11007", "Margarita", 20.0...30.0, MixingMethod.shaken, true), ("11008", "Manhattan", 28...36, .stirred, true),
            ("11005", "Dry Martini", 34...40, .stirred, true), ("11003", "Negroni", 24...28, .built, true),
            ("17196", "Cosmopolitan", 12...20, .shaken, true), ("17203", "Kir", 11.7...13.8, .built, false),
            ("11129", "Boston Sour", 25...45, .shaken, true), ("17829", "Penicillin", 20...30, .shaken, true),
            ("11387", "Frozen Daiquiri", 15...40, .blended, true), ("13837", "Kir Royale", 11.7...13.8, .built, false),
        ] as [(String, String, ClosedRange<Double>, MixingMethod, Bool)])
    func classic_keepsItsRange(id: String, name: String, range: ClosedRange<Double>, method: MixingMethod, iced: Bool) throws {
        let drink = try #require(try Self.drinks().first { $0.id == id }, "\(name) is in the catalogue")
        let amounts = RecipeAmounts.withKnowledge(of: drink.ingredients, instructions: drink.instructions, servings: 1)
        guard case .estimated(let strength)? = amounts.strength else {
            Issue.record("\(name) has no strength: \(String(describing: amounts.strength))")
            return
        }

        let poured = try #require(strength.poured, "\(name): \(strength)")
        #expect(range.contains(poured), "\(name) poured at \(poured)%")
        #expect(strength.method == method, "\(name)")
        #expect(iced ? (strength.served ?? poured) < poured : strength.served == poured, "\(name): \(strength)")
    }

    @Test("ST-12, ST-13: a Screwdriver and a Cuba Libre wait for their mixer; a Mimosa is made without ice")
    func highballs_waitForTheirMixer() throws {
        let drinks = try Self.drinks()
        for (id, mixer) in [("12162", "Orange juice"), ("11288", "Coca-Cola")] {
            let drink = try #require(drinks.first { $0.id == id })
            let amounts = RecipeAmounts.withKnowledge(of: drink.ingredients, instructions: drink.instructions, servings: 1)
            guard case .estimated(let strength)? = amounts.strength else {
                Issue.record("\(drink.name) has its grams")
                return
            }
            #expect(strength.poured == nil, "\(drink.name)")
            #expect(strength.unmeasured == [mixer])
            #expect((strength.alcoholGrams ?? 0) > 15)
        }
        let mimosa = try #require(drinks.first { $0.id == "17205" })
        let amounts = RecipeAmounts.withKnowledge(of: mimosa.ingredients, instructions: mimosa.instructions, servings: 1)
        guard case .estimated(let strength)? = amounts.strength else {
            Issue.record("a Mimosa waits for its Champagne")
            return
        }
        #expect(strength.dilution == 0)
        #expect(strength.unmeasured == ["Champagne"])
    }

    private static func hasVolume(_ measure: Measure?) -> Bool {
        switch measure?.amount {
        case .volume?, .parts?: true
        default: measure?.juiceML != nil
        }
    }

    private static func isIce(_ name: String) -> Bool {
        name.lowercased().contains("ice") && !name.lowercased().contains("juice") && !name.lowercased().contains("cream")
    }

    struct CatalogueDrink {
        let id: String
        let name: String
        let instructions: String?
        let ingredients: [(name: String, measure: String?)]
    }

    static func drinks() throws -> [CatalogueDrink] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return try letters.flatMap { letter -> [CatalogueDrink] in
            let document = try JSONSerialization.jsonObject(with: Fixtures.data("catalogue/f-\(letter).json")) as? [String: Any]
            return (document?["drinks"] as? [[String: Any]] ?? []).map { drink in
                CatalogueDrink(
                    id: drink["idDrink"] as? String ?? "", name: drink["strDrink"] as? String ?? "",
                    instructions: drink["strInstructions"] as? String,
                    ingredients: (1...15).compactMap { index in
                        guard let name = drink["strIngredient\(index)"] as? String, !name.isEmpty else { return nil }
                        return (name, drink["strMeasure\(index)"] as? String)
                    })
            }
        }
    }
}
