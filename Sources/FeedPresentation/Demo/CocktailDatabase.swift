/// Which TheCocktailDB answers: the real one, or the copy built into dringo that `--demo` runs on.
/// A drink the copy lacks is worded as the copy's lack, not as TheCocktailDB's.
public enum CocktailDatabase: Sendable, Equatable {
    case theCocktailDB
    case demoCopy
}
