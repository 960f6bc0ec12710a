import FeedPresentation
import FeedTerminalUI
import HTTPCore
import IngredientsFeature
import NameMatching

/// `dringo ingredients <name-or-id>`: validate, load from remote, present.
struct IngredientsCommand {
    let context: CommandContext
    let options: IngredientsOptions

    func run() async -> ExitCode {
        let presenter: IngredientsPresenter = context.makePresenter()
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
                query, presenter: presenter, into: TextIngredientsView(output: context.terminal.standardOutput, style: context.outputStyle))
        case .json:
            return await load(query, presenter: presenter, into: JSONIngredientsView(output: context.terminal.standardOutput))
        }
    }

    private func load<View: ResourceView>(
        _ query: CocktailQuery, presenter: IngredientsPresenter, into view: View
    ) async -> ExitCode where View.ResourceViewModel == IngredientsViewModel {
        let loader = RemoteIngredientsLoader(client: context.makeHTTPClient(), endpoint: context.configuration.endpoint)
        return await context.present(
            { try await loader.load(query) }, into: view, loadingMessage: presenter.loadingMessage, mapper: presenter.map,
            errorMessage: { presenter.message(for: Self.failureReason(for: $0, query: query)) },
            exitCode: { $0 is CocktailLookupError ? .notFound : .couldNotLoad })
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
