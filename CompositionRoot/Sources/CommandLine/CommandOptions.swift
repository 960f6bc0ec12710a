/// How a text or JSON command prints.
enum OutputFormat: String, Equatable, CaseIterable {
    case text
    case json
}

struct FeedOptions: Equatable {
    var offline = false
    var format = OutputFormat.text
    var limit: Int?
}

struct IngredientsOptions: Equatable {
    /// As typed; the ingredients use case validates it.
    var nameOrID: String
    var format = OutputFormat.text
    var amounts = AmountOptions()
}

struct ImageOptions: Equatable {
    var nameOrID: String
    /// `--output FILE`; nil or `-` means stdout.
    var output: String?
}

enum CacheAction: String, Equatable, CaseIterable {
    case info
    case validate
    case clear
}

struct SearchOptions: Equatable {
    /// As typed, nil when none is; the command validates it.
    var text: String?
    var filters = DrinkFilterOptions()
    var format = OutputFormat.text
    var limit: Int?
}

struct RecipeOptions: Equatable {
    /// As typed; the command validates it.
    var nameOrID: String
    var format = OutputFormat.text
    var amounts = AmountOptions()
    /// `--picture`: the drink's photo drawn above a text recipe.
    var picture = false
}

struct RandomOptions: Equatable {
    var filters = DrinkFilterOptions()
    var format = OutputFormat.text
    var amounts = AmountOptions()
    /// `--picture`: the drink's photo drawn above a text recipe.
    var picture = false
}

enum BarAction: Equatable {
    case add([String])
    case remove([String])
    case list
    case clear
    case substitutes(SubstitutesAction)
}

/// `bar substitute`, `bar unsubstitute` and `bar substitutes`: the user's substitutes, kept beside the bar.
enum SubstitutesAction: Equatable {
    case add(have: String, for: String)
    case remove(have: String, for: String)
    case list
}

struct BarOptions: Equatable {
    var action: BarAction
    var format = OutputFormat.text
}

struct MakeableOptions: Equatable {
    /// How many of a drink's ingredients the bar may lack, 0 to 15.
    var allowedMissing = 0
    var format = OutputFormat.text
    var limit: Int?
    /// `--favourites`: only the user's favourite drinks are candidates.
    var favouritesOnly = false
    /// Literal matching, without the ingredient knowledge.
    var strict = false
    var staplesOnHand = true
}
