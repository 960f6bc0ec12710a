import BarFeature
import CatalogueFeature
import FeedPresentation
import FeedTerminalUI
import HouseDrinksFeature
import Locking
import NameMatching
import UserDataInfra

/// Where the user's own drinks meet the catalogue's queries: as drinks, as the index's entries (each ingredient read
/// as a bartender reads it, so that `makeable` and `--ingredient` know "fresh lemon juice" is Lemon juice), and merged
/// into the catalogue's, where a name of the user's wins. Drinks that cannot be read are said in a warning, naming the
/// file, and count as none: the catalogue still answers, and the file is never overwritten. The file is read once a
/// run, however many composers ask.
struct YourDrinks: Sendable {
    let read: @Sendable () async -> [HouseDrink]
    /// Starts the read, so that it runs beside other work; `read` then answers what it read.
    let begin: @Sendable () -> Void

    static let none = YourDrinks(read: { [] })

    init(read: @escaping @Sendable () async -> [HouseDrink]) {
        self.read = read
        begin = {}
    }

    init(userData: UserData, screen: TerminalScreen) {
        let drinks = userData.makeHouseDrinks()
        let location = userData.directory.appendingPathComponent(UserData.houseDrinksFileName).path
        let once = ReadAhead {
            do {
                return try await drinks.all()
            } catch is CancellationError {
                return []
            } catch {
                let presenter: HouseDrinksPresenter = screen.makePresenter()
                screen.warn(presenter.message(for: .unreadable(location: location)))
                return [HouseDrink]()
            }
        }
        // A cancelled run reads nothing of the user's drinks: none is what it answers.
        read = { (try? await once.value()) ?? [] }
        begin = once.begin
    }

    func drinks() async -> [Drink] {
        await read().map(Drink.init)
    }

    func indexed() async -> [IndexedDrink] {
        let drinks = await read()
        guard !drinks.isEmpty else { return [] }
        let knowledge = try? IngredientKnowledge.shipped()
        // Drinks share their ingredients: each name is read once.
        var placed: [String: String] = [:]
        return drinks.map { drink in
            IndexedDrink(
                drink,
                placedNames: drink.recipe.ingredients.map { ingredient in
                    if let name = placed[ingredient.name] { return name }
                    let name = knowledge?.placedName(readingFreeText: ingredient.name) ?? ingredient.name
                    placed[ingredient.name] = name
                    return name
                })
        }
    }

    /// The indexed drinks with their names' keys, made beside the catalogue's read rather than after it.
    func preferred() async -> PreferredDrinks {
        PreferredDrinks(await indexed())
    }
}

extension Drink {
    /// One of the user's drinks as the catalogue's queries and views take a drink.
    init(_ house: HouseDrink) {
        let recipe = house.recipe
        self.init(
            id: house.id, name: recipe.name, category: recipe.category, alcoholic: recipe.alcoholic, glass: recipe.glass,
            instructions: recipe.instructions, ingredients: recipe.ingredients.map { DrinkIngredient(name: $0.name, measure: $0.measure) },
            imageURLText: recipe.imageURL, iba: recipe.iba, tags: recipe.tags)
    }
}

extension IndexedDrink {
    /// Each ingredient as the knowledge names what its free text means, else as written.
    init(_ house: HouseDrink, placedNames: [String]) {
        let recipe = house.recipe
        self.init(
            id: house.id, name: recipe.name, ingredientNames: placedNames, category: recipe.category, alcoholic: recipe.alcoholic,
            glass: recipe.glass, iba: recipe.iba)
    }
}
