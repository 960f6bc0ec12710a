import FeedFeature
import FeedPresentation
import FeedTerminalUI

/// `dringo cache info | validate | clear`.
struct CacheCommand {
    let screen: TerminalScreen
    let caches: Caches

    func run(_ action: CacheAction) async -> ExitCode {
        switch action {
        case .info: return await info()
        case .validate: return await validate()
        case .clear: return await clear()
        }
    }

    /// Read through the run's remembering stores, so validation on exit judges this same read.
    private func info() async -> ExitCode {
        let presenter: CacheInfoPresenter = screen.makePresenter()
        let (caches, currentDate) = (self.caches, caches.currentDate)
        return await screen.present(
            {
                CacheContents(
                    directoryPath: caches.directory.path,
                    feed: await caches.makeLocalFeedLoader().status(),
                    catalogue: await caches.makeLocalCatalogueLoader().status(),
                    images: await Self.imagesState(caches.imageStore)
                )
            },
            into: screen.makeTextListView(),
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
        for resource in caches.resources(wordedBy: CachePresenter(localizer: screen.localizer)) {
            let validated = await screen.present(
                resource.validate,
                into: screen.makeTextListView(),
                mapper: { .lines(resource.message($0).map { [$0] } ?? []) },
                errorMessage: { _ in resource.failureWarning() },
                errorView: screen.makeErrorView(tone: .warning)
            )
            if validated == .cancelled { return .cancelled }
            if validated != .success { exitCode = validated }
        }
        return exitCode
    }

    private func clear() async -> ExitCode {
        let presenter: CachePresenter = screen.makePresenter()
        let caches = self.caches
        return await screen.present(
            {
                try await caches.makeLocalFeedLoader().clear()
                try await caches.makeLocalCatalogueLoader().clear()
                try await caches.imageStore.removeAll()
            },
            into: screen.makeTextListView(),
            mapper: { _ in presenter.cleared },
            errorMessage: { _ in presenter.clearFailedMessage }
        )
    }
}
