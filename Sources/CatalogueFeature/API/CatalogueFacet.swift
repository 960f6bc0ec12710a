/// A way TheCocktailDB sorts its drinks, each with a `filter.php` list per value: the lists the
/// catalogue is discovered through when the letters' answers are capped.
public enum CatalogueFacet: Sendable, Hashable {
    case category
    case glass
    case ingredient

    /// The query parameter of `list.php` and `filter.php`.
    var parameter: String {
        switch self {
        case .category: "c"
        case .glass: "g"
        case .ingredient: "i"
        }
    }

    /// The member that names a value in a `list.php` answer.
    var valueMember: String {
        switch self {
        case .category: "strCategory"
        case .glass: "strGlass"
        case .ingredient: "strIngredient1"
        }
    }
}
