/// Where a catalogue command's drinks came from: the saved catalogue, or TheCocktailDB because none was saved.
public enum CatalogueSource: String, Sendable, Equatable {
    case catalogue
    case remote
}
