/// Which drink a name or an id meant.
public enum DrinkResolution: Sendable, Hashable {
    case found(Drink)
    /// Several drinks could be meant and none is named exactly so; in search order.
    case ambiguous(candidates: [Drink])
    case notFound
}
