/// A field that `filter.php` filters the drinks by and `list.php` lists the values of.
enum DrinkField: Sendable, Hashable, CaseIterable {
    case category
    case glass
    case alcoholic
    case ingredient

    /// The member that names each value of a `list.php` answer.
    var listMember: String {
        switch self {
        case .category: "strCategory"
        case .glass: "strGlass"
        case .alcoholic: "strAlcoholic"
        case .ingredient: "strIngredient1"
        }
    }

    func values(of drink: RecordedDrink) -> [RecordedText] {
        switch self {
        case .category: drink.category.map { [$0] } ?? []
        case .glass: drink.glass.map { [$0] } ?? []
        case .alcoholic: drink.alcoholic.map { [$0] } ?? []
        case .ingredient: drink.ingredients
        }
    }
}
