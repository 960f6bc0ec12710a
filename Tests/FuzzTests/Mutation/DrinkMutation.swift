import TestSupport

/// Mutations that know TheCocktailDB's `{"drinks": [...]}` schema.
enum DrinkMutation: CaseIterable, StructureMutation {
    case renameDrinks
    case drinksOfAnotherType
    case oddIdDrink
    case oddDrinkName
    case oddThumbnail
    case oddInstructions
    case fillIngredientSlots
    case removeDrinkField
    case appendSyntheticDrink

    func apply(to document: inout JSONValue, using generator: inout SplitMix64) {
        switch self {
        case .renameDrinks:
            // Near misses, the last one spelled with a Cyrillic "ѕ".
            let name = generator.pick(["Drinks", "DRINKS", "drink", "drinks ", " drinks", "", "dr\u{0}inks", "drinks\u{200B}", "drinkѕ"])
            document.renameMember("drinks", to: name)
        case .drinksOfAnotherType:
            let drinks = document["drinks"] ?? .null
            let replacement: JSONValue =
                switch generator.int(below: 8) {
                case 0: .string("None Found")
                case 1: .object([JSONMember(key: "0", value: drinks)])
                case 2: .array([drinks])
                case 3: .array([.null, .number("1"), .string("drink"), .array([]), .bool(true)])
                case 4: .array([])
                case 5: .null
                default: OddValues.any(using: &generator)
                }
            document.setMember("drinks", to: replacement)
        case .oddIdDrink:
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, generator in
                drink.setMember("idDrink", to: OddValues.identifier(using: &generator))
            }
        case .oddDrinkName:
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, generator in
                drink.setMember(
                    "strDrink", to: generator.oneIn(3) ? OddValues.any(using: &generator) : .string(OddText.any(using: &generator)))
            }
        case .oddThumbnail:
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, generator in
                drink.setMember("strDrinkThumb", to: OddURLs.any(using: &generator))
            }
        case .oddInstructions:
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, generator in
                drink.setMember(
                    "strInstructions", to: generator.oneIn(3) ? OddValues.any(using: &generator) : .string(OddText.any(using: &generator)))
            }
        case .fillIngredientSlots:
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, generator in
                Self.fillSlots(of: &drink, using: &generator)
            }
        case .removeDrinkField:
            let field = generator.pick(["idDrink", "strDrink", "strDrinkThumb", "strIngredient1", "strMeasure1"])
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, _ in
                drink.removeMember(field)
            }
        case .appendSyntheticDrink:
            guard case var .array(drinks) = document["drinks"] ?? .array([]) else { return }
            var drink = JSONValue.object([
                JSONMember(key: "idDrink", value: OddValues.identifier(using: &generator)),
                JSONMember(key: "strDrink", value: .string(OddText.any(using: &generator))),
                JSONMember(key: "strDrinkThumb", value: OddURLs.any(using: &generator)),
            ])
            Self.fillSlots(of: &drink, using: &generator)
            drinks.insert(drink, at: generator.int(in: 0...drinks.count))
            document.setMember("drinks", to: .array(drinks))
        }
    }

    /// Every one of the 15 ingredient and measure slots, plus slots past the API's 15, gets an odd value.
    private static func fillSlots(of drink: inout JSONValue, using generator: inout SplitMix64) {
        for slot in [0] + Array(1...15) + [16, 99] {
            drink.setMember("strIngredient\(slot)", to: slotValue(using: &generator))
            drink.setMember("strMeasure\(slot)", to: slotValue(using: &generator))
        }
    }

    /// Mostly strings, the blank ones the API really sends among them, sometimes another type.
    private static func slotValue(using generator: inout SplitMix64) -> JSONValue {
        switch generator.int(below: 6) {
        case 0: .string(generator.pick(OddText.blanks))
        case 1: .string(generator.pick(["Tequila", "Triple sec ", " 1 1/2 oz ", "Lime juice\n", "Salt"]))
        case 2: .null
        case 3: OddValues.any(using: &generator)
        default: .string(OddText.any(using: &generator))
        }
    }
}
