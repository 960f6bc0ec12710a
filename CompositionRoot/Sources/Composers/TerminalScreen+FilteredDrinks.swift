import BarFeature
import CatalogueFeature
import FeedPresentation
import FeedTerminalUI

/// How a filtered `search` or `random` fails.
extension TerminalScreen {
    /// Why a filtered command failed: a sync run first has said why itself.
    func filteredDrinksErrorMessage(_ error: any Error) -> String? {
        if error is SyncCommandFailure { return nil }
        if let failure = error as? DrinkFilterFailure {
            let presenter: CatalogueSearchPresenter = makePresenter()
            return presenter.message(for: failure.reason)
        }
        if error is IngredientKnowledgeError {
            let presenter: MakeablePresenter = makePresenter()
            return presenter.knowledgeUnavailableMessage
        }
        let presenter: CatalogueSearchPresenter = makePresenter()
        return presenter.message(for: LookupFailureReason(error))
    }

}

extension ExitCode {
    /// A failed sync's own, a filter's (a usage error, or nothing found), else 1.
    static func ofFilteredDrinks(_ error: any Error) -> ExitCode {
        (error as? SyncCommandFailure)?.exitCode ?? (error as? DrinkFilterFailure)?.exitCode ?? .couldNotLoad
    }
}
