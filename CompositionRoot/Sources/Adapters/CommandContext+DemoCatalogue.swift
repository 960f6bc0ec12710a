import CatalogueFeature
import FeedPresentation

extension CommandContext {
    /// The demo holds the whole catalogue, so a question its saved catalogue cannot answer (none saved in the last
    /// 7 days) saves it first, as `dringo --demo sync` does, and is answered from it: every later question then reads
    /// it as a saved catalogue, at a saved catalogue's cost, rather than parse the recordings anew.
    func savingDemoCatalogue() async throws -> [Drink] {
        let presenter: MakeablePresenter = makePresenter()
        warn(presenter.syncingFirstNotice)
        return try await SyncCommand(context: self).sync(reportingTo: terminal.standardError, answeringUnsaved: true).get()
    }
}
