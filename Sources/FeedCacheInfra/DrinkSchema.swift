import CatalogueFeature
internal import JSONBytes

/// The catalogue's drinks:
///
///     {"id":<Int>,"name":<String>,"category":<String>,"alcoholic":<String>,"glass":<String>,
///      "instructions":<String>,"translatedInstructions":{"<ISO 639-1 code>":<String>, ...},
///      "ingredients":[{"name":<String>,"measure":<String>}, ...],"imageURL":<String>}
///
/// A missing text is left out, and so are translations when there are none; the ingredients are
/// always there. Read, a text and the translations may be missing or null; the ingredients may not.
enum DrinkSchema: CacheListSchema {
    static var listKey: StaticString { "drinks" }

    static func element(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> LocalDrink? {
        var members = DrinkMembers()
        let isObject = try scanner.object(depth: 3) { scanner, key throws(JSONSyntaxError) in
            switch scanner.match(key, as: DrinkKey.self) {
            case .known(.id) where members.id.isMissing:
                members.id = try scanner.integerMember(depth: 4)
            case .known(.name) where members.name.isMissing:
                members.name = try scanner.stringMember(depth: 4)
            case .known(.category) where members.category.isMissing:
                members.category = try scanner.optionalStringMember(depth: 4)
            case .known(.alcoholic) where members.alcoholic.isMissing:
                members.alcoholic = try scanner.optionalStringMember(depth: 4)
            case .known(.glass) where members.glass.isMissing:
                members.glass = try scanner.optionalStringMember(depth: 4)
            case .known(.instructions) where members.instructions.isMissing:
                members.instructions = try scanner.optionalStringMember(depth: 4)
            case .known(.translatedInstructions) where members.translatedInstructions.isMissing:
                members.translatedInstructions = try translations(from: &scanner)
            case .known(.ingredients) where members.ingredients.isMissing:
                members.ingredients = try scanner.array(depth: 4, building: true) { scanner throws(JSONSyntaxError) in
                    try ingredient(from: &scanner)
                }
            case .known(.imageURL) where members.imageURL.isMissing:
                members.imageURL = try scanner.optionalStringMember(depth: 4)
            case .unreadable:
                members.hasUnreadableKey = true
                try scanner.skipValue(depth: 4)
            case .known, .unknown:
                try scanner.skipValue(depth: 4)
            }
        }
        return isObject ? members.drink() : nil
    }

    /// One ingredient, or nil when it does not fit the schema.
    private static func ingredient(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> LocalDrinkIngredient? {
        var members = DrinkIngredientMembers()
        let isObject = try scanner.object(depth: 5) { scanner, key throws(JSONSyntaxError) in
            switch scanner.match(key, as: DrinkIngredientKey.self) {
            case .known(.name) where members.name.isMissing:
                members.name = try scanner.stringMember(depth: 6)
            case .known(.measure) where members.measure.isMissing:
                members.measure = try scanner.optionalStringMember(depth: 6)
            case .unreadable:
                members.hasUnreadableKey = true
                try scanner.skipValue(depth: 6)
            case .known, .unknown:
                try scanner.skipValue(depth: 6)
            }
        }
        return isObject ? members.ingredient() : nil
    }

    /// The translations by language code, nil for `null`; a value that is not a string, or a code
    /// that is no string at all, makes them unusable. Of a repeated code the first counts.
    private static func translations(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> Member<[String: String]?> {
        if try scanner.consumeNullIfPresent() { return .valid(nil) }
        var translations: [String: String] = [:]
        var isValid = true
        let isObject = try scanner.object(depth: 4) { scanner, key throws(JSONSyntaxError) in
            guard isValid, let code = scanner.text(of: key) else {
                isValid = false
                return try scanner.skipValue(depth: 5)
            }
            guard case let .valid(text) = try scanner.stringMember(depth: 5) else {
                isValid = false
                return
            }
            if translations[code] == nil { translations[code] = text }
        }
        return isObject && isValid ? .valid(translations) : .invalid
    }

    static func append(_ drink: LocalDrink, to writer: inout JSONByteWriter) {
        writer.appendRaw("{\"id\":")
        writer.appendInteger(drink.id)
        writer.appendRaw(",\"name\":")
        writer.appendString(drink.name)
        // Missing rather than null, as `JSONEncoder` leaves out a nil optional.
        if let category = drink.category {
            writer.appendRaw(",\"category\":")
            writer.appendString(category)
        }
        if let alcoholic = drink.alcoholic {
            writer.appendRaw(",\"alcoholic\":")
            writer.appendString(alcoholic)
        }
        if let glass = drink.glass {
            writer.appendRaw(",\"glass\":")
            writer.appendString(glass)
        }
        if let instructions = drink.instructions {
            writer.appendRaw(",\"instructions\":")
            writer.appendString(instructions)
        }
        if !drink.translatedInstructions.isEmpty {
            writer.appendRaw(",\"translatedInstructions\":{")
            // Sorted, so the same catalogue is always the same bytes.
            for (index, code) in drink.translatedInstructions.keys.sorted().enumerated() {
                if index > 0 { writer.appendRaw(",") }
                writer.appendString(code)
                writer.appendRaw(":")
                writer.appendString(drink.translatedInstructions[code] ?? "")
            }
            writer.appendRaw("}")
        }
        writer.appendRaw(",\"ingredients\":[")
        for (index, ingredient) in drink.ingredients.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            writer.appendRaw("{\"name\":")
            writer.appendString(ingredient.name)
            if let measure = ingredient.measure {
                writer.appendRaw(",\"measure\":")
                writer.appendString(measure)
            }
            writer.appendRaw("}")
        }
        writer.appendRaw("]")
        if let imageURL = drink.imageURLText {
            writer.appendRaw(",\"imageURL\":")
            writer.appendString(imageURL)
        }
        writer.appendRaw("}")
    }

    /// The texts' own bytes plus room for the keys and numbers; escapes make the buffer grow,
    /// which they rarely need to.
    static func estimatedSize(of drink: LocalDrink) -> Int {
        let texts = [drink.name, drink.category, drink.alcoholic, drink.glass, drink.instructions, drink.imageURLText]
            .reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        let translations = drink.translatedInstructions.values.reduce(0) { $0 + $1.utf8.count + 8 }
        let ingredients = drink.ingredients.reduce(0) { $0 + $1.name.utf8.count + ($1.measure?.utf8.count ?? 0) + 32 }
        return 160 + texts + translations + ingredients
    }
}
