import FeedPresentation

extension CommandContext {
    /// Which TheCocktailDB the messages speak of: in the demo, the copy built into dringo, so that
    /// a drink the demo lacks is not blamed on the real one.
    var cocktailDatabase: CocktailDatabase {
        configuration.isDemo ? .demoCopy : .theCocktailDB
    }
}
