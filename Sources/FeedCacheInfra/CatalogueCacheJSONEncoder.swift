import CatalogueFeature
import Foundation
internal import JSONBytes

/// Writes the version 1 catalogue document in one pass into a buffer sized for it up front.
enum CatalogueCacheJSONEncoder {
    static func encode(_ drinks: [LocalDrink], timestamp: Date) throws -> [UInt8] {
        let interval = try CacheTimestamp.interval(of: timestamp)
        var writer = JSONByteWriter(reservingCapacity: estimatedSize(of: drinks))
        writer.appendRaw("{\"version\":")
        writer.appendInteger(CatalogueCacheDocument.version)
        writer.appendRaw(",\"timestamp\":")
        writer.appendNumber(interval)
        writer.appendRaw(",\"drinks\":[")
        for (index, drink) in drinks.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            append(drink, to: &writer)
        }
        writer.appendRaw("]}")
        return writer.bytes
    }

    private static func append(_ drink: LocalDrink, to writer: inout JSONByteWriter) {
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
    private static func estimatedSize(of drinks: [LocalDrink]) -> Int {
        drinks.reduce(64) { size, drink in
            let texts = [drink.name, drink.category, drink.alcoholic, drink.glass, drink.instructions, drink.imageURLText]
                .reduce(0) { $0 + ($1?.utf8.count ?? 0) }
            let translations = drink.translatedInstructions.values.reduce(0) { $0 + $1.utf8.count + 8 }
            let ingredients = drink.ingredients.reduce(0) { $0 + $1.name.utf8.count + ($1.measure?.utf8.count ?? 0) + 32 }
            return size + 160 + texts + translations + ingredients
        }
    }
}
