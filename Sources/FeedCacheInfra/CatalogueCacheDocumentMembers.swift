import CatalogueFeature
import Foundation

/// The catalogue document's members as the decoder met them.
struct CatalogueDocumentMembers {
    var version = Member<Int>.missing
    var timestamp = Member<Double>.missing
    var drinks = Member<[LocalDrink]>.missing

    /// False once the version shows the drinks will not be used, so they need only be checked for syntax.
    var mayBeVersion1: Bool {
        switch version {
        case .missing: true
        case let .valid(version): version == CatalogueCacheDocument.version
        case .invalid: false
        }
    }

    /// The version decides first, so a newer build's catalogue is reported as such rather than as corrupt.
    func cachedCatalogue() throws(FileSystemCatalogueStore.Error) -> CachedCatalogue {
        guard case let .valid(version) = version else { throw .unreadableCache }
        guard version == CatalogueCacheDocument.version else { throw .unsupportedVersion(version) }
        guard case let .valid(timestamp) = timestamp, case let .valid(drinks) = drinks else { throw .unreadableCache }
        return CachedCatalogue(drinks: drinks, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
    }
}

/// One drink's members as the decoder met them.
struct DrinkMembers {
    var id = Member<Int>.missing
    var name = Member<String>.missing
    var category = Member<String?>.missing
    var alcoholic = Member<String?>.missing
    var glass = Member<String?>.missing
    var instructions = Member<String?>.missing
    var translatedInstructions = Member<[String: String]?>.missing
    var ingredients = Member<[LocalDrinkIngredient]>.missing
    var imageURL = Member<String?>.missing
    var hasUnreadableKey = false

    /// The drink, when the id, name and ingredients are there and nothing is of the wrong type.
    func drink() -> LocalDrink? {
        guard !hasUnreadableKey, case let .valid(id) = id, case let .valid(name) = name,
            case let .valid(ingredients) = ingredients,
            let category = category.valueIfPresent(), let alcoholic = alcoholic.valueIfPresent(),
            let glass = glass.valueIfPresent(), let instructions = instructions.valueIfPresent(),
            let translatedInstructions = translatedInstructions.valueIfPresent(), let imageURL = imageURL.valueIfPresent()
        else { return nil }
        return LocalDrink(
            id: id, name: name, category: category, alcoholic: alcoholic, glass: glass, instructions: instructions,
            translatedInstructions: translatedInstructions ?? [:], ingredients: ingredients, imageURLText: imageURL)
    }
}

/// One ingredient's members as the decoder met them.
struct DrinkIngredientMembers {
    var name = Member<String>.missing
    var measure = Member<String?>.missing
    var hasUnreadableKey = false

    func ingredient() -> LocalDrinkIngredient? {
        guard !hasUnreadableKey, case let .valid(name) = name, let measure = measure.valueIfPresent() else { return nil }
        return LocalDrinkIngredient(name: name, measure: measure)
    }
}

/// The keys of the catalogue document object.
enum CatalogueDocumentKey: JSONObjectKey {
    case version, timestamp, drinks

    var spelling: StaticString {
        switch self {
        case .version: "version"
        case .timestamp: "timestamp"
        case .drinks: "drinks"
        }
    }
}

/// The keys of a drink object.
enum DrinkKey: JSONObjectKey {
    case id, name, category, alcoholic, glass, instructions, translatedInstructions, ingredients, imageURL

    var spelling: StaticString {
        switch self {
        case .id: "id"
        case .name: "name"
        case .category: "category"
        case .alcoholic: "alcoholic"
        case .glass: "glass"
        case .instructions: "instructions"
        case .translatedInstructions: "translatedInstructions"
        case .ingredients: "ingredients"
        case .imageURL: "imageURL"
        }
    }
}

/// The keys of an ingredient object.
enum DrinkIngredientKey: JSONObjectKey {
    case name, measure

    var spelling: StaticString {
        switch self {
        case .name: "name"
        case .measure: "measure"
        }
    }
}
