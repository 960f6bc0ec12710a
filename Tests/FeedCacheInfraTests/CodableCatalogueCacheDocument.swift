import CatalogueFeature
import FeedCacheInfra
import FileStorage
import Foundation

/// The catalogue's JSON form as plain Codable DTOs with `JSONEncoder` and `JSONDecoder`: the
/// reference the hand-written encoder and decoder are checked against.
enum CodableCatalogueCacheDocument {
    static let version = 1

    static func encode(_ drinks: [LocalDrink], timestamp: Date) throws -> Data {
        let document = Document(version: version, timestamp: timestamp, drinks: drinks.map(Drink.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return try encoder.encode(document)
    }

    /// The catalogue, or `unreadable` / `unsupportedVersion` when the bytes are not a document this build writes.
    static func decode(_ data: Data) throws -> CachedCatalogue {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DocumentCodecError {
            throw error
        } catch {
            throw DocumentCodecError.unreadable
        }
        return CachedCatalogue(drinks: document.drinks.map(\.local), timestamp: document.timestamp)
    }
}

/// The timestamp uses `JSONEncoder`'s default: seconds since 2001-01-01 as a `Double`.
private struct Document: Codable {
    let version: Int
    let timestamp: Date
    let drinks: [Drink]
}

extension Document {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        // Checked first, so a document from a newer build is reported as such rather than as corrupt.
        guard version == CodableCatalogueCacheDocument.version else {
            throw DocumentCodecError.unsupportedVersion(version)
        }
        timestamp = try container.decode(Date.self, forKey: .timestamp)
        drinks = try container.decode([Drink].self, forKey: .drinks)
    }
}

private struct Drink: Codable {
    let id: Int
    let name: String
    let category: String?
    let alcoholic: String?
    let glass: String?
    let instructions: String?
    /// Nil when there are none, so that the key is left out.
    let translatedInstructions: [String: String]?
    let ingredients: [Ingredient]
    let imageURL: String?
    let iba: String?
    /// Nil when there are none, so that the key is left out.
    let tags: [String]?

    init(_ drink: LocalDrink) {
        id = drink.id
        name = drink.name
        category = drink.category
        alcoholic = drink.alcoholic
        glass = drink.glass
        instructions = drink.instructions
        translatedInstructions = drink.translatedInstructions.isEmpty ? nil : drink.translatedInstructions
        ingredients = drink.ingredients.map(Ingredient.init)
        imageURL = drink.imageURLText
        iba = drink.iba
        tags = drink.tags.isEmpty ? nil : drink.tags
    }

    var local: LocalDrink {
        LocalDrink(
            id: id, name: name, category: category, alcoholic: alcoholic, glass: glass, instructions: instructions,
            translatedInstructions: translatedInstructions ?? [:], ingredients: ingredients.map(\.local), imageURLText: imageURL,
            iba: iba, tags: tags ?? [])
    }
}

private struct Ingredient: Codable {
    let name: String
    let measure: String?

    init(_ ingredient: LocalDrinkIngredient) {
        name = ingredient.name
        measure = ingredient.measure
    }

    var local: LocalDrinkIngredient { LocalDrinkIngredient(name: name, measure: measure) }
}
