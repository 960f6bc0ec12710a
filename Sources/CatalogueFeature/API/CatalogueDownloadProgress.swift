/// How far a catalogue download has gone: the letters, the lists asked to find what capped
/// letters hide, and the drinks looked up by id. Lists and lookups are counted as they are planned,
/// so their totals grow while the download runs. Only the download makes one, so it has no public initialiser.
public struct CatalogueDownloadProgress: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public let done: Int
        public let total: Int
    }

    public let letters: Step
    public let lists: Step
    public let lookups: Step
}
