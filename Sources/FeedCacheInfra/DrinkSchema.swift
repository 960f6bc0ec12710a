import CatalogueFeature
internal import JSONBytes

/// The catalogue's drinks:
///
///     {"id":<Int>,"name":<String>,"category":<String>,"alcoholic":<String>,"glass":<String>,
///      "instructions":<String>,"translatedInstructions":{"<ISO 639-1 code>":<String>, ...},
///      "ingredients":[{"name":<String>,"measure":<String>}, ...],"imageURL":<String>,"iba":<String>,
///      "tags":[<String>, ...]}
///
/// A missing text is left out, and so are translations and tags when there are none; the ingredients are
/// always there. Read, a text, the translations and the tags may be missing or null; the ingredients may not.
/// An older dringo skips the IBA list and the tags as unknown members, and reads the rest as before.
enum DrinkSchema: CacheListSchema {
    static let members: [SchemaMember<LocalDrink, DrinkMembers>] = [
        .value("id", \.id, \.id),
        .value("name", \.name, \.name),
        .optionalText("category", \.category, \.category),
        .optionalText("alcoholic", \.alcoholic, \.alcoholic),
        .optionalText("glass", \.glass, \.glass),
        .optionalText("instructions", \.instructions, \.instructions),
        SchemaMember(
            key: "translatedInstructions", isPresent: { !$0.translatedInstructions.isEmpty },
            writeValue: { drink, writer in writeTranslations(drink.translatedInstructions, to: &writer) },
            read: { met, scanner, depth throws(JSONSyntaxError) in
                try met.translatedInstructions.fill(from: &scanner, depth: depth) { scanner throws(JSONSyntaxError) in
                    try translations(from: &scanner, depth: depth)
                }
            }),
        .list(
            "ingredients", \.ingredients, \.ingredients,
            writeItem: { ingredient, writer in DrinkIngredientSchema.write(ingredient, to: &writer) },
            readItem: { scanner, depth throws(JSONSyntaxError) in try DrinkIngredientSchema.read(from: &scanner, depth: depth) }),
        .optionalText("imageURL", \.imageURLText, \.imageURL),
        .optionalText("iba", \.iba, \.iba),
        .optionalTexts("tags", \.tags, \.tags),
    ]

    /// The drink, when the id, name and ingredients are there and nothing is of the wrong type.
    static func element(from met: DrinkMembers) -> LocalDrink? {
        guard !met.hasUnreadableKey, case let .valid(id) = met.id, case let .valid(name) = met.name,
            case let .valid(ingredients) = met.ingredients,
            let category = met.category.valueIfPresent(), let alcoholic = met.alcoholic.valueIfPresent(),
            let glass = met.glass.valueIfPresent(), let instructions = met.instructions.valueIfPresent(),
            let translatedInstructions = met.translatedInstructions.valueIfPresent(), let imageURL = met.imageURL.valueIfPresent(),
            let iba = met.iba.valueIfPresent(), let tags = met.tags.valueIfPresent()
        else { return nil }
        return LocalDrink(
            id: id, name: name, category: category, alcoholic: alcoholic, glass: glass, instructions: instructions,
            translatedInstructions: translatedInstructions ?? [:], ingredients: ingredients, imageURLText: imageURL, iba: iba,
            tags: tags ?? [])
    }

    static var listKey: StaticString { "drinks" }

    /// Before the drinks: the directory and where each drink stands, so that a reader of one drink reads little and
    /// goes straight to it; then the index, so that a reader of the index alone stops before the drinks.
    static func writeLeadingMembers(of drinks: [LocalDrink], distancesToEnd: [Int], to writer: inout JSONByteWriter) {
        DrinkIndexSchema.writeDirectory(of: drinks, to: &writer)
        DrinkIndexSchema.writeDistancesToEnd(distancesToEnd, to: &writer)
        DrinkIndexSchema.writeIndex(of: drinks, to: &writer)
    }

    /// So that a reader may trust where the drinks stand without reading them all.
    static var isChecksummed: Bool { true }

    /// The texts' own bytes plus room for the keys and numbers; escapes make the buffer grow,
    /// which they rarely need to.
    static func estimatedSize(of drink: LocalDrink) -> Int {
        let texts = [drink.name, drink.category, drink.alcoholic, drink.glass, drink.instructions, drink.imageURLText, drink.iba]
            .reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        let tags = drink.tags.reduce(0) { $0 + $1.utf8.count + 3 }
        let translations = drink.translatedInstructions.values.reduce(0) { $0 + $1.utf8.count + 8 }
        let ingredients = drink.ingredients.reduce(0) { $0 + 2 * $1.name.utf8.count + ($1.measure?.utf8.count ?? 0) + 36 }
        // The name, the kinds and the ingredients' names once more, for the index.
        let indexed = [drink.name, drink.category, drink.alcoholic, drink.glass, drink.iba].reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        return 260 + texts + indexed + tags + translations + ingredients
    }

    /// Sorted by language code, so the same catalogue is always the same bytes.
    private static func writeTranslations(_ translations: [String: String], to writer: inout JSONByteWriter) {
        writer.appendRaw("{")
        for (index, code) in translations.keys.sorted().enumerated() {
            if index > 0 { writer.appendRaw(",") }
            writer.appendString(code)
            writer.appendRaw(":")
            writer.appendString(translations[code] ?? "")
        }
        writer.appendRaw("}")
    }

    /// The translations by language code, nil for `null`; a value that is not a string, or a code
    /// that is no string at all, makes them unusable. Of a repeated code the first counts.
    private static func translations(from scanner: inout JSONByteScanner, depth: Int) throws(JSONSyntaxError) -> Member<[String: String]?> {
        if try scanner.consumeNullIfPresent() { return .valid(nil) }
        var translations: [String: String] = [:]
        var isValid = true
        let isObject = try scanner.object(depth: depth) { scanner, key throws(JSONSyntaxError) in
            guard isValid, let code = scanner.text(of: key) else {
                isValid = false
                return try scanner.skipValue(depth: depth + 1)
            }
            guard case let .valid(text) = try scanner.stringMember(depth: depth + 1) else {
                isValid = false
                return
            }
            if translations[code] == nil { translations[code] = text }
        }
        return isObject && isValid ? .valid(translations) : .invalid
    }
}

/// A drink's ingredients: `{"name":<String>,"measure":<String>}`, the measure left out when there is none.
enum DrinkIngredientSchema: ObjectSchema {
    static let members: [SchemaMember<LocalDrinkIngredient, DrinkIngredientMembers>] = [
        .value("name", \.name, \.name),
        .optionalText("measure", \.measure, \.measure),
    ]

    static func element(from met: DrinkIngredientMembers) -> LocalDrinkIngredient? {
        guard !met.hasUnreadableKey, case let .valid(name) = met.name, let measure = met.measure.valueIfPresent() else { return nil }
        return LocalDrinkIngredient(name: name, measure: measure)
    }
}
