import NameMatching

/// Which drink a name or an id meant.
public typealias DrinkResolution = NameResolution<Drink>

extension NameResolution where Candidate == Drink {
    /// The one drink meant, or why there is none, as every lookup words it.
    public func drink() throws(CocktailLookupError) -> Drink {
        try one(id: \.id, name: \.name)
    }
}
