import CatalogueFeature
import FeedTerminalUI
import NameMatching

extension ExitCode {
    /// A name or id that names no single drink is exit 3; any other failure to look one up, exit 1.
    static func ofLookup(_ error: any Error) -> ExitCode {
        error is CocktailLookupError || error is UnknownDrinkName ? .notFound : .couldNotLoad
    }
}
