import CommandLineGrammar
import FeedFeature
import FeedPresentation
import FeedTerminalUI
import Foundation
import HTTPCore

/// `dringo feed`: composes remote-with-local-fallback, the presenter and the chosen view.
struct FeedCommand {
    let screen: TerminalScreen
    let localFeed: LocalFeedLoader
    let cocktailDB: CocktailDBAccess
    let currentDate: @Sendable () -> Date
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: FeedPresenter = screen.makePresenter()
        let (limit, currentDate) = (arguments[.limit], currentDate)
        return await screen.presentList(
            makeLoader(presenter).load,
            format: arguments.format,
            loadingMessage: presenter.loadingMessage,
            // The notice beside a cached list has always taken stdout's colour.
            noteStyle: screen.outputStyle,
            mapper: { presenter.map($0.items, source: $0.origin, limit: limit, now: currentDate()) },
            errorMessage: { error in
                guard let unavailable = error as? FeedUnavailableError else { return presenter.unexpectedErrorMessage }
                return presenter.noFeedMessage(reason: unavailable.reason)
            }
        )
    }

    private func makeLoader(_ presenter: FeedPresenter) -> FeedLoaderWithLocalFallbackComposite {
        let remote =
            arguments[.offline]
            ? nil
            : RemoteResourceLoader(
                url: FeedEndpoint.url(for: cocktailDB.endpoint),
                client: cocktailDB.makeHTTPClient(),
                mapper: FeedItemsMapper.map
            )
        let (screen, warning) = (self.screen, presenter.cacheNotSavedWarning)
        return FeedLoaderWithLocalFallbackComposite(
            remote: remote,
            local: localFeed,
            onCacheSaveFailure: { _ in screen.warn(warning) }
        )
    }
}
