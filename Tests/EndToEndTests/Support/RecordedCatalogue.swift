import Foundation
import TestSupport

/// The recorded drinks of `Tests/Fixtures/thecocktaildb`, put under the letters a sync asks for.
enum RecordedCatalogue {
    /// The recorded bodies the drinks come from, in this order; a drink recorded twice is taken once,
    /// from its first body.
    static let sources = [
        "search-margarita.json",
        "search-gin-empty-string-slots.json",
        "lookup-11008-manhattan.json",
        "random-178319-aquamarine.json",
        "latest-v2.json",
    ]
    /// Listed under its own letter and under this other one too: a sync must keep it once.
    static let listedTwice = (name: "Tommy's Margarita", alsoUnder: Character("m"))

    /// Piña Colada, built in the recorded drinks' shape: a name with a diacritic, and Italian instructions.
    static var piñaColada: [String: Any] {
        [
            "idDrink": "17207",
            "strDrink": "Piña Colada",
            "strDrinkAlternate": NSNull(),
            "strTags": "IBA,ContemporaryClassic,Beach",
            "strCategory": "Ordinary Drink",
            "strIBA": "Contemporary Classics",
            "strAlcoholic": "Alcoholic",
            "strGlass": "Highball glass",
            "strInstructions": "Mix with crushed ice in blender until smooth. Pour into chilled glass, garnish and serve.",
            "strInstructionsES": NSNull(),
            "strInstructionsDE": "Mit zerstoßenem Eis im Mixer glatt rühren. In ein gekühltes Glas gießen, garnieren und servieren.",
            "strInstructionsFR": NSNull(),
            "strInstructionsIT": "Mescolare con ghiaccio tritato nel frullatore fino a ottenere un composto omogeneo.",
            "strDrinkThumb": "https://www.thecocktaildb.com/images/media/drink/cpf4j51504371346.jpg",
            "strIngredient1": "Light rum",
            "strIngredient2": "Coconut milk",
            "strIngredient3": "Pineapple",
            "strIngredient4": "",
            "strIngredient5": NSNull(),
            "strMeasure1": "3 oz ",
            "strMeasure2": "3 tblsp ",
            "strMeasure3": "3 tblsp ",
            "strMeasure4": "",
            "strMeasure5": NSNull(),
            "strImageSource": NSNull(),
            "strCreativeCommonsConfirmed": "No",
            "dateModified": "2017-09-02 18:02:26",
        ]
    }

    /// Each letter's drinks, as full-drink objects.
    static func letterBodies() throws -> [Character: [LetterDrink]] {
        var bodies: [Character: [LetterDrink]] = [:]
        var seenIDs = Set<String>()
        for drink in try recordedDrinks() + [piñaColada] {
            guard let id = drink["idDrink"] as? String, seenIDs.insert(id).inserted,
                let name = drink["strDrink"] as? String, let letter = CatalogueFixture.letter(of: name)
            else { continue }
            let letterDrink = try LetterDrink(fields: drink)
            bodies[letter, default: []].append(letterDrink)
            if name == listedTwice.name {
                bodies[listedTwice.alsoUnder, default: []].append(letterDrink)
            }
        }
        return bodies
    }

    private static func recordedDrinks() throws -> [[String: Any]] {
        try sources.flatMap { source in
            let document = try JSONSerialization.jsonObject(with: Fixtures.data(source)) as? [String: Any]
            return document?["drinks"] as? [[String: Any]] ?? []
        }
    }
}
