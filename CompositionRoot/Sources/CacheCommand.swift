import FeedPresentation
import FeedTerminalUI
import Foundation

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

    private var presenter: CachePresenter { CachePresenter(localizer: context.localizer) }

    private func say(_ text: String) {
        context.terminal.standardOutput.write(TerminalSanitizer.sanitize(text) + "\n")
    }

    /// Read through the context's remembering stores, so validation on exit judges this same read.
    private func info() async -> ExitCode {
        let contents = CacheContents(
            directoryPath: context.configuration.cacheDirectory.path,
            feed: await context.makeLocalFeedLoader().status(),
            catalogue: await context.makeLocalCatalogueLoader().status(),
            images: await imagesState()
        )
        CacheInfoPresenter(localizer: context.localizer, currentDate: context.runtime.currentDate).map(contents).lines.forEach(say)
        return .success
    }

    private func imagesState() async -> CachedImagesState {
        do {
            let usage = try await context.imageStore.usage()
            return .usage(count: usage.count, bytes: usage.bytes)
        } catch {
            return .unreadable
        }
    }

    /// The validate use cases of the feed and the catalogue, reported; they are this command's one
    /// validation before exit. A failure with the one does not keep the other from being validated.
    func validate() async -> ExitCode {
        var allValidated = true
        for resource in context.cachedResources {
            do {
                if let message = resource.message(try await resource.validate()) { say(message) }
            } catch {
                context.warn(resource.failureWarning)
                allValidated = false
            }
        }
        return allValidated ? .success : .couldNotLoad
    }

    private func clear() async -> ExitCode {
        do {
            try await context.makeLocalFeedLoader().clear()
            try await context.makeLocalCatalogueLoader().clear()
            try await context.imageStore.removeAll()
            say(presenter.clearedMessage)
            return .success
        } catch {
            context.makeErrorView().display(.error(message: presenter.clearFailedMessage))
            return .couldNotLoad
        }
    }
}
