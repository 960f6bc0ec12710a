/// What a catalogue download delivers: the drinks, and whether every drink any answer listed was
/// also listed by an answer that was not capped. Only the download makes one, so it has no public initialiser.
public struct CatalogueDownload: Sendable, Equatable {
    /// In letter order, each id once at its first place; then the drinks only the lists found, by id.
    public let drinks: [Drink]
    /// False when some drink was listed only by answers that filled their caps, even after every
    /// narrower list was asked, or was listed but could not be looked up: others may be missing.
    public let isComplete: Bool
}
