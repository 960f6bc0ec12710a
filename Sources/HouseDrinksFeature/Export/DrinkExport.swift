import Foundation

/// The formats `mine export` writes, each read back by `mine add` to the same drinks.
public enum DrinkExportFormat: String, Sendable, CaseIterable {
    case card
    case barAssistant = "bar-assistant"
    case cocktailDB = "cocktaildb"
}

public enum DrinkExport {
    public static func data(_ drinks: [HouseDrink], as format: DrinkExportFormat) -> Data {
        switch format {
        case .card: Data(CardFormat.write(drinks.map(\.recipe)).utf8)
        case .barAssistant: json(drinks.count == 1 ? barAssistant(drinks[0]) as Any : drinks.map(barAssistant) as Any)
        case .cocktailDB: json(["drinks": drinks.map(cocktailDB)])
        }
    }

    private static func json(_ object: Any) -> Data {
        var data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Draft 02: each ingredient described once in the document's own list, by a slug of its name.
    private static func barAssistant(_ drink: HouseDrink) -> [String: Any] {
        let recipe = drink.recipe
        var described: [String: [String: Any]] = [:]
        var order: [String] = []
        let ingredients: [[String: Any]] = recipe.ingredients.enumerated().map { index, ingredient in
            let id = slug(ingredient.name)
            if described[id] == nil {
                order.append(id)
                described[id] = ["_id": id, "name": ingredient.name, "strength": ingredient.abv ?? NSNull()]
            }
            let amount = BarAssistantUnits.amount(of: ingredient.measure)
            return [
                "_id": id, "amount": amount.amount ?? NSNull(), "amount_max": amount.maximum ?? NSNull(), "units": amount.units,
                "optional": false, "sort": index + 1,
            ]
        }
        var body: [String: Any] = [
            "_id": slug(recipe.name), "name": recipe.name, "instructions": recipe.instructions ?? "", "tags": recipe.tags,
            "glass": recipe.glass ?? NSNull(), "ingredients": ingredients,
        ]
        if let image = recipe.imageURL { body["images"] = [["uri": image, "sort": 1]] }
        return ["recipe": body, "ingredients": order.compactMap { described[$0] }]
    }

    private static func cocktailDB(_ drink: HouseDrink) -> [String: Any] {
        let recipe = drink.recipe
        var fields: [String: Any] = [
            "idDrink": String(drink.id), "strDrink": recipe.name, "strCategory": recipe.category ?? NSNull(),
            "strAlcoholic": recipe.alcoholic ?? NSNull(), "strGlass": recipe.glass ?? NSNull(),
            "strInstructions": recipe.instructions ?? NSNull(), "strIBA": recipe.iba ?? NSNull(),
            "strTags": recipe.tags.isEmpty ? NSNull() : recipe.tags.joined(separator: ","), "strDrinkThumb": recipe.imageURL ?? NSNull(),
        ]
        for slot in 1...15 {
            let ingredient = slot <= recipe.ingredients.count ? recipe.ingredients[slot - 1] : nil
            fields["strIngredient\(slot)"] = ingredient?.name ?? NSNull()
            fields["strMeasure\(slot)"] = ingredient?.measure ?? NSNull()
        }
        return fields
    }

    static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.isEmpty ? "ingredient" : words.joined(separator: "-")
    }
}
