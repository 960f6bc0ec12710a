/// How far a catalogue download has gone: the letters, the lists asked to find what capped
/// letters hide, and the drinks looked up by id. Lists and lookups are counted as they are planned,
/// so their totals grow while the download runs.
public struct CatalogueDownloadProgress: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public let done: Int
        public let total: Int

        public init(done: Int, total: Int) {
            self.done = done
            self.total = total
        }
    }

    public let letters: Step
    public let lists: Step
    public let lookups: Step

    public init(letters: Step, lists: Step, lookups: Step) {
        self.letters = letters
        self.lists = lists
        self.lookups = lookups
    }
}
