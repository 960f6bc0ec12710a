import Foundation

/// The whole catalogue the demo serves: TheCocktailDB's 36 letter files, as the API wrote them, and their drinks.
struct DemoCatalogue: Sendable {
    /// One letter file: its body, which is `search.php?f=` for that letter without a cap, and its drinks.
    struct Letter: Sendable {
        let body: Data
        let drinks: [RecordedDrink]
    }

    /// The first characters of the files, in the order their drinks make the catalogue's.
    static let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    /// Every drink, letter by letter, each id once at its first place.
    let drinks: [RecordedDrink]
    private let letters: [Character: Letter]
    private let positionsByID: [String: Int]
    private let fieldIndexes: FieldIndexes

    /// Reads every letter file; `letterFile` gives the body of the file for a character.
    init(letterFile: (Character) throws(DemoDataError) -> Data) throws(DemoDataError) {
        var letters: [Character: Letter] = [:]
        var drinks: [RecordedDrink] = []
        var positionsByID: [String: Int] = [:]
        for character in Self.characters {
            let body = try letterFile(character)
            guard let letterDrinks = LetterFileReader.drinks(in: body) else { throw .unreadable(Self.fileName(of: character)) }
            letters[character] = Letter(body: body, drinks: letterDrinks)
            for drink in letterDrinks where positionsByID[drink.id.text] == nil {
                positionsByID[drink.id.text] = drinks.count
                drinks.append(drink)
            }
        }
        self.letters = letters
        self.drinks = drinks
        self.positionsByID = positionsByID
        self.fieldIndexes = FieldIndexes(drinks: drinks)
    }

    /// `catalogue/f-a.json`: the file of a character, in the resources.
    static func fileName(of character: Character) -> String {
        "catalogue/f-\(character).json"
    }

    func letter(_ character: Character) -> Letter? {
        letters[character]
    }

    func drink(withID id: String) -> RecordedDrink? {
        positionsByID[id].map { drinks[$0] }
    }

    func index(of field: DrinkField) -> FieldIndex {
        fieldIndexes.index(of: field)
    }
}
