import CommandLineGrammar
import FeedFeature
import FeedPresentation
import HTTPCore

/// `dringo feed`: composes remote-with-local-fallback, the presenter and the chosen view.
struct FeedCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        let presenter: FeedPresenter = context.makePresenter()
        let (limit, currentDate) = (arguments[.limit], context.runtime.currentDate)
        return await context.presentList(
            makeLoader(presenter).load,
            format: arguments.format,
            loadingMessage: presenter.loadingMessage,
            // The notice beside a cached list has always taken stdout's colour.
            noteStyle: context.outputStyle,
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
                url: FeedEndpoint.url(for: context.configuration.endpoint),
                client: context.makeHTTPClient(),
                mapper: FeedItemsMapper.map
            )
        let (context, warning) = (self.context, presenter.cacheNotSavedWarning)
        return FeedLoaderWithLocalFallbackComposite(
            remote: remote,
            local: context.makeLocalFeedLoader(),
            onCacheSaveFailure: { _ in context.warn(warning) }
        )
    }
}
