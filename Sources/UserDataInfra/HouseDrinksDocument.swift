import HouseDrinksFeature
internal import JSONBytes

/// The user's own drinks' JSON form, version 1, in the order they were added,
///
///     {"version":1,"drinks":[{"id":<Int>,"name":<String>,"category":<String>|null,"alcoholic":…,"glass":…,
///       "instructions":…,"iba":…,"tags":[<String>],"imageURL":…,"ingredients":[{"name":<String>,
///       "measure":<String>|null,"abv":<Number>|null}]}, ...]}
///
/// As with the bar, a file that is not exactly this is unreadable, and the store leaves it alone.
public typealias HouseDrinksDocument = UserDataDocument<HouseDrinksSchema>

public enum HouseDrinksSchema: UserDataSchema {
    public static let list = UserDataList<HouseDrink>(
        key: "drinks", of: HouseDrinkObject.self, storeError: HouseDrinksStoreError.self,
        estimatedSize: { drink in
            drink.recipe.ingredients.reduce(drink.name.utf8.count + (drink.recipe.instructions?.utf8.count ?? 0) + 256) {
                $0 + $1.name.utf8.count + ($1.measure?.utf8.count ?? 0) + 48
            }
        })
}

enum HouseDrinkObject: UserDataObject {
    typealias Value = HouseDrink

    static let members: [UserDataMember<HouseDrink, Fields>] = [
        .value("id", \.id, \.id),
        .value("name", \.recipe.name, \.name),
        .value("category", \.recipe.category, \.category),
        .value("alcoholic", \.recipe.alcoholic, \.alcoholic),
        .value("glass", \.recipe.glass, \.glass),
        .value("instructions", \.recipe.instructions, \.instructions),
        .value("iba", \.recipe.iba, \.iba),
        .value("tags", \.recipe.tags, \.tags),
        .value("imageURL", \.recipe.imageURL, \.imageURL),
        .value("ingredients", \.storedIngredients, \.ingredients),
    ]

    struct Fields: UserDataFields {
        var id: Int?
        var name: String?
        var category: String??
        var alcoholic: String??
        var glass: String??
        var instructions: String??
        var iba: String??
        var tags: [String]?
        var imageURL: String??
        var ingredients: [StoredIngredient]?
    }

    static func element(from fields: Fields) -> HouseDrink? {
        guard let id = fields.id, let name = fields.name, let category = fields.category, let alcoholic = fields.alcoholic,
            let glass = fields.glass, let instructions = fields.instructions, let iba = fields.iba, let tags = fields.tags,
            let imageURL = fields.imageURL, let ingredients = fields.ingredients
        else { return nil }
        return HouseDrink(
            id: id,
            recipe: HouseRecipe(
                name: name, category: category, alcoholic: alcoholic, glass: glass, instructions: instructions, iba: iba, tags: tags,
                imageURL: imageURL, ingredients: ingredients.map(\.ingredient)))
    }
}

/// An ingredient as the document keeps it.
struct StoredIngredient: Sendable, Hashable {
    let ingredient: HouseIngredient
}

extension StoredIngredient: UserDataObject {
    typealias Value = StoredIngredient

    static let members: [UserDataMember<StoredIngredient, Fields>] = [
        .value("name", \.ingredient.name, \.name),
        .value("measure", \.ingredient.measure, \.measure),
        .value("abv", \.ingredient.abv, \.abv),
    ]

    struct Fields: UserDataFields {
        var name: String?
        var measure: String??
        var abv: Double??
    }

    static func element(from fields: Fields) -> StoredIngredient? {
        guard let name = fields.name, let measure = fields.measure, let abv = fields.abv else { return nil }
        return StoredIngredient(ingredient: HouseIngredient(name: name, measure: measure, abv: abv))
    }
}

extension HouseDrink {
    fileprivate var storedIngredients: [StoredIngredient] {
        recipe.ingredients.map(StoredIngredient.init)
    }
}

extension HouseDrinksStoreError: UserDataStoreError {}
