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
    /// As typed; the command validates it.
    var text: String
    var format = OutputFormat.text
    var limit: Int?
}

struct RecipeOptions: Equatable {
    /// As typed; the command validates it.
    var nameOrID: String
    var format = OutputFormat.text
}

struct RandomOptions: Equatable {
    var format = OutputFormat.text
}

enum BarAction: Equatable {
    case add([String])
    case remove([String])
    case list
    case clear
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
    /// Literal matching, without the ingredient knowledge.
    var strict = false
    var staplesOnHand = true
}
