import FeedPresentation

/// What the user asked for, once the arguments have been read.
enum Command: Equatable {
    case feed(FeedOptions)
    case ingredients(IngredientsOptions)
    case image(ImageOptions)
    case cache(CacheAction)
    case sync
    case search(SearchOptions)
    case recipe(RecipeOptions)
    case random(RandomOptions)
    case bar(BarOptions)
    case makeable(MakeableOptions)
    case completions(Shell)
    case help(HelpTopic)
    case version
    /// `dringo` alone: how to call it, which is a usage error as much as a page.
    case shortUsage
}

struct Invocation: Equatable {
    let command: Command
    /// `--lang`, when given; otherwise the environment decides.
    let language: Language?
}

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
}
