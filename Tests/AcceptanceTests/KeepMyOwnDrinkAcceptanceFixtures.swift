import Foundation

/// A Bar Assistant "Draft 02" export of `count` recipes, as Bar Assistant writes an array of them: each recipe mixes
/// a few of a dozen ingredients, each with the document's own strength, and every ninth is topped up with soda.
struct GeneratedBarAssistantExport {
    private static let spirits: [(id: String, name: String, strength: Double)] = [
        ("london-dry-gin", "London Dry Gin", 47), ("bourbon", "Bourbon", 45), ("white-rum", "White Rum", 37.5),
        ("blanco-tequila", "Blanco Tequila", 40), ("overproof-rum", "Overproof Rum", 63), ("mezcal", "Mezcal", 48),
    ]
    private static let modifiers: [(id: String, name: String, strength: Double)] = [
        ("campari", "Campari", 25), ("sweet-vermouth", "Sweet Vermouth", 16.5), ("lime-juice", "Lime juice", 0),
        ("lemon-juice", "Lemon juice", 0), ("simple-syrup", "Simple Syrup", 0), ("maraschino", "Maraschino Liqueur", 32),
    ]

    let count: Int

    init(count: Int) {
        self.count = count
    }

    func name(_ index: Int) -> String {
        "House Drink \(index + 1)"
    }

    func isToppedUp(_ index: Int) -> Bool {
        index % 9 == 4
    }

    /// The measured ingredients: a spirit, then two modifiers, in ml.
    private func parts(_ index: Int) -> [(id: String, name: String, strength: Double, ml: Double)] {
        let spirit = Self.spirits[index % Self.spirits.count]
        let first = Self.modifiers[index % Self.modifiers.count]
        let second = Self.modifiers[(index / 2 + 3) % Self.modifiers.count]
        let parts =
            [(spirit, 45 + Double(index % 4) * 5), (first, 15 + Double(index % 3) * 7.5)]
            + (second.id == first.id ? [] : [(second, 10.0)])
        return parts.map { (id: $0.0.id, name: $0.0.name, strength: $0.0.strength, ml: $0.1) }
    }

    func amountsML(_ index: Int) -> [Double?] {
        parts(index).map(\.ml) + (isToppedUp(index) ? [nil] : [])
    }

    /// What the document's own strengths give for what is poured.
    func abv(_ index: Int) -> Double {
        let parts = parts(index)
        return parts.reduce(0) { $0 + $1.ml * $1.strength } / parts.reduce(0) { $0 + $1.ml }
    }

    var data: Data {
        let documents = (0..<count).map { index -> [String: Any] in
            var ingredients: [[String: Any]] = parts(index).enumerated().map { sort, part in
                ["_id": part.id, "amount": part.ml, "units": "ml", "amount_max": NSNull(), "optional": false, "sort": sort + 1]
            }
            var described: [[String: Any]] = parts(index).map { ["_id": $0.id, "name": $0.name, "strength": $0.strength] }
            if isToppedUp(index) {
                ingredients.append(["_id": "soda-water", "amount": 1, "units": "topup", "amount_max": NSNull(), "sort": 9])
                described.append(["_id": "soda-water", "name": "Soda water", "strength": 0])
            }
            return [
                "recipe": [
                    "_id": "house-drink-\(index + 1)", "name": name(index), "instructions": "Stir with ice and strain.",
                    "garnish": index % 2 == 0 ? "Lemon twist" : NSNull(), "tags": ["House"], "glass": "Coupe", "method": "Stir",
                    "images": [], "ingredients": ingredients,
                ],
                "ingredients": described,
            ]
        }
        return (try? JSONSerialization.data(withJSONObject: documents, options: [.prettyPrinted])) ?? Data()
    }
}

/// A `recipe --format json` document, read for what the tests ask of it.
struct RecipeDocument {
    let object: [String: Any]

    init(_ data: Data) throws {
        object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    var cocktail: [String: Any] { object["cocktail"] as? [String: Any] ?? [:] }
    var ingredients: [[String: Any]] { object["ingredients"] as? [[String: Any]] ?? [] }
    var ingredientNames: [String] { ingredients.compactMap { $0["name"] as? String } }
    var measures: [String?] { ingredients.map { $0["measure"] as? String } }
    var strength: [String: Any]? { object["strength"] as? [String: Any] }

    var amountsML: [Double?] {
        ingredients.map { ($0["amount"] as? [String: Any])?["ml"] as? Double }
    }
}
