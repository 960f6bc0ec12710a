/// What every screen's presenter is made with: the words of one language, and which TheCocktailDB
/// answers. A screen's words are an extension of `Presenter` where `Screen` is that screen, under the
/// screen's own name (`typealias FeedPresenter = Presenter<FeedScreen>`), so a new screen writes only
/// its words.
public struct Presenter<Screen>: Sendable {
    let localizer: Localizer
    /// The demo's copy of TheCocktailDB words a drink it lacks as its own lack, and its hints name `--demo`.
    let database: CocktailDatabase

    public init(localizer: Localizer, database: CocktailDatabase = .theCocktailDB) {
        self.localizer = localizer
        self.database = database
    }
}

extension Presenter {
    /// `key` from `table`; in the demo, `demoKey` from the demo's table, so that a hint naming a command
    /// names it with `--demo` there, and following it never changes the user's own bar or catalogue.
    func string(_ key: String, table: StringTable, inDemo demoKey: String) -> String {
        database == .demoCopy ? localizer.string(demoKey, table: .demo) : localizer.string(key, table: table)
    }
}
