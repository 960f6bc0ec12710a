import FeedPresentation
import FeedTerminalUI
import Foundation
import HTTPCore
import IngredientsFeature
import NameMatching

/// `dringo ingredients <name-or-id>`: validate, load from remote, present.
struct IngredientsCommand {
    let context: CommandContext
    let options: IngredientsOptions

    func run() async -> ExitCode {
        let presenter = IngredientsPresenter(localizer: context.localizer, database: context.cocktailDatabase)
        let query: CocktailQuery
        do {
            query = try CocktailQuery.parse(options.nameOrID)
        } catch {
            context.makeErrorView().display(.error(message: presenter.message(for: error)))
            return .usage
        }
        switch options.format {
        case .text:
            return await load(
                query, presenter: presenter,
                into: TextIngredientsView(
                    output: context.terminal.standardOutput,
                    style: context.outputStyle
                ))
        case .json:
            return await load(query, presenter: presenter, into: JSONIngredientsView(output: context.terminal.standardOutput))
        }
    }

    private func load<View: ResourceView>(
        _ query: CocktailQuery,
        presenter ingredientsPresenter: IngredientsPresenter,
        into view: View
    ) async -> ExitCode where View.ResourceViewModel == IngredientsViewModel {
        let loader = RemoteIngredientsLoader(client: context.makeHTTPClient(), endpoint: context.configuration.endpoint)
        let presenter = LoadResourcePresenter<CocktailRecipe, View>(
            resourceView: view,
            loadingView: context.makeLoadingView(),
            errorView: context.makeErrorView(),
            loadingMessage: ingredientsPresenter.loadingMessage,
            mapper: ingredientsPresenter.map,
            errorMessage: { ingredientsPresenter.message(for: Self.failureReason(for: $0, query: query)) }
        )
        return await LoadResourcePresentationAdapter(
            load: { try await loader.load(query) },
            presenter: presenter,
            exitCode: { $0 is CocktailLookupError ? .notFound : .couldNotLoad }
        ).run()
    }

    private static func failureReason(for error: any Error, query: CocktailQuery) -> IngredientsFailureReason {
        if let lookupFailure = query.lookupFailure(for: error) { return lookupFailure }
        switch error {
        case RemoteLoadError.invalidData: return .invalidData
        case RemoteLoadError.notFound: return .notFound
        case RemoteLoadError.untrustedCertificate: return .untrustedCertificate
        default: return .connectivity
        }
    }
}
