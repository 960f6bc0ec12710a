import FeedFeature
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

    private func info() async -> ExitCode {
        let contents = CacheContents(
            directoryPath: context.configuration.cacheDirectory.path,
            feed: await feedState(),
            images: await imagesState()
        )
        CacheInfoPresenter(localizer: context.localizer, currentDate: context.runtime.currentDate).map(contents).lines.forEach(say)
        return .success
    }

    private func feedState() async -> CachedFeedState {
        do {
            guard let cache = try await context.feedStore.retrieve() else { return .none }
            return FeedCachePolicy.validate(cache.timestamp, against: context.runtime.currentDate())
                ? .valid(count: cache.feed.count, savedAt: cache.timestamp)
                : .expired(count: cache.feed.count, savedAt: cache.timestamp)
        } catch {
            return .unreadable
        }
    }

    private func imagesState() async -> CachedImagesState {
        do {
            let usage = try await context.imageStore.usage()
            return .usage(count: usage.count, bytes: usage.bytes)
        } catch {
            return .unreadable
        }
    }

    /// The validate use case, reported; it is this command's one validation before exit.
    func validate() async -> ExitCode {
        do {
            say(presenter.message(for: try await context.makeLocalFeedLoader().validateCache()))
            return .success
        } catch {
            context.warn(presenter.validationFailedWarning)
            return .couldNotLoad
        }
    }

    private func clear() async -> ExitCode {
        do {
            try await context.feedStore.deleteCachedFeed()
            try await context.imageStore.removeAll()
            say(presenter.clearedMessage)
            return .success
        } catch {
            context.makeErrorView().display(.error(message: presenter.clearFailedMessage))
            return .couldNotLoad
        }
    }
}
