import BarFeature
import CatalogueFeature

extension MakeableCandidate {
    /// Where the catalogue and the bar meet: the features never import each other.
    init(_ drink: Drink) {
        self.init(IndexedDrink(drink))
    }

    init(_ drink: IndexedDrink) {
        self.init(id: drink.id, name: drink.name, ingredientNames: drink.ingredientNames)
    }
}
