import FeedPresentation
import FeedTerminalUI

/// `dringo cache info | validate | clear`.
struct CacheCommand {
    let context: CommandContext

    func run(_ action: CacheAction) async -> ExitCode {
        switch action {
        case .info: return await info()
        case .validate: return await validate()
        case .clear: return await clear()
        }
    }

    /// Read through the context's remembering stores, so validation on exit judges this same read.
    private func info() async -> ExitCode {
        let presenter: CacheInfoPresenter = context.makePresenter()
        let context = self.context
        let currentDate = context.runtime.currentDate
        return await context.present(
            {
                CacheContents(
                    directoryPath: context.configuration.cacheDirectory.path,
                    feed: await context.makeLocalFeedLoader().status(),
                    catalogue: await context.makeLocalCatalogueLoader().status(),
                    images: await Self.imagesState(context.imageStore)
                )
            },
            into: context.makeTextListView(),
            mapper: { presenter.map($0, now: currentDate()) },
            errorMessage: { _ in nil }
        )
    }

    private static func imagesState(_ store: any ImageCacheStore) async -> CachedImagesState {
        do {
            let usage = try await store.usage()
            return .usage(count: usage.count, bytes: usage.bytes)
        } catch {
            return .unreadable
        }
    }

    /// The validate use cases of the feed and the catalogue, reported; they are this command's one
    /// validation before exit. A failure with the one does not keep the other from being validated.
    func validate() async -> ExitCode {
        var exitCode = ExitCode.success
        for resource in context.cachedResources {
            let validated = await context.present(
                resource.validate,
                into: context.makeTextListView(),
                mapper: { .lines(resource.message($0).map { [$0] } ?? []) },
                errorMessage: { _ in resource.failureWarning },
                errorView: context.makeErrorView(tone: .warning)
            )
            if validated == .cancelled { return .cancelled }
            if validated != .success { exitCode = validated }
        }
        return exitCode
    }

    private func clear() async -> ExitCode {
        let presenter: CachePresenter = context.makePresenter()
        let context = self.context
        return await context.present(
            {
                try await context.makeLocalFeedLoader().clear()
                try await context.makeLocalCatalogueLoader().clear()
                try await context.imageStore.removeAll()
            },
            into: context.makeTextListView(),
            mapper: { _ in presenter.cleared },
            errorMessage: { _ in presenter.clearFailedMessage }
        )
    }
}
