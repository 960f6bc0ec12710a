import FeedFeature
import FeedPresentation
import FeedTerminalUI
import Foundation
import HTTPCore

/// `dringo feed`: composes remote-with-local-fallback, the presenter and the chosen view.
struct FeedCommand {
    let context: CommandContext
    let options: FeedOptions

    func run() async -> ExitCode {
        switch options.format {
        case .text:
            return await load(
                into: TextFeedView(
                    output: context.terminal.standardOutput,
                    notices: context.terminal.standardError,
                    width: context.terminal.width ?? 80,
                    style: context.outputStyle
                ))
        case .json:
            return await load(into: JSONFeedView(output: context.terminal.standardOutput, notices: context.terminal.standardError))
        }
    }

    private func load<View: ResourceView>(into view: View) async -> ExitCode where View.ResourceViewModel == FeedViewModel {
        let feedPresenter = FeedPresenter(
            localizer: context.localizer, currentDate: context.runtime.currentDate, database: context.cocktailDatabase)
        let limit = options.limit
        let presenter = LoadResourcePresenter<FeedWithOrigin, View>(
            resourceView: view,
            loadingView: context.makeLoadingView(),
            errorView: context.makeErrorView(),
            loadingMessage: feedPresenter.loadingMessage,
            mapper: { feed in
                feedPresenter.map(limit.map { Array(feed.items.prefix($0)) } ?? feed.items, source: feed.origin)
            },
            errorMessage: { error in
                guard let unavailable = error as? FeedUnavailableError else {
                    return feedPresenter.unexpectedErrorMessage
                }
                return feedPresenter.noFeedMessage(reason: unavailable.reason)
            }
        )
        let loader = makeLoader(feedPresenter)
        return await LoadResourcePresentationAdapter(
            load: loader.load,
            presenter: presenter,
            exitCode: { _ in .couldNotLoad }
        ).run()
    }

    private func makeLoader(_ feedPresenter: FeedPresenter) -> FeedLoaderWithLocalFallbackComposite {
        let remote =
            options.offline
            ? nil
            : RemoteResourceLoader(
                url: FeedEndpoint.url(for: context.configuration.endpoint),
                client: context.makeHTTPClient(),
                mapper: FeedItemsMapper.map
            )
        let warning = feedPresenter.cacheNotSavedWarning
        let context = self.context
        return FeedLoaderWithLocalFallbackComposite(
            remote: remote,
            local: context.makeLocalFeedLoader(),
            onCacheSaveFailure: { _ in context.warn(warning) }
        )
    }
}
