import Foundation
import FeedTerminalUI
import FeedFeature
import FeedPresentation

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

    private var localizer: Localizer { context.localizer }

    private func say(_ text: String) {
        context.terminal.standardOutput.write(TerminalSanitizer.sanitize(text) + "\n")
    }

    private func info() async -> ExitCode {
        say(localizer.string("CACHE_INFO_LOCATION", table: .cache, context.configuration.cacheDirectory.path))
        say(await feedSummary())
        say(await imagesSummary())
        return .success
    }

    private func feedSummary() async -> String {
        do {
            guard let cache = try await context.feedStore.retrieve() else {
                return localizer.string("CACHE_INFO_FEED_NONE", table: .cache)
            }
            let now = context.runtime.currentDate()
            let age = RelativeTimeFormatter(localizer: localizer).string(from: cache.timestamp, to: now)
            let key = FeedCachePolicy.validate(cache.timestamp, against: now) ? "CACHE_INFO_FEED_VALID" : "CACHE_INFO_FEED_EXPIRED"
            return localizer.string(key, table: .cache, cache.feed.count, age)
        } catch {
            return localizer.string("CACHE_INFO_FEED_UNREADABLE", table: .cache)
        }
    }

    private func imagesSummary() async -> String {
        do {
            let usage = try await context.imageStore.usage()
            let size = ByteCountText(localizer: localizer).string(for: usage.bytes)
            return localizer.string("CACHE_INFO_IMAGES", table: .cache, usage.count, size)
        } catch {
            return localizer.string("CACHE_INFO_IMAGES_UNREADABLE", table: .cache)
        }
    }

    /// The validate use case, reported; it is this command's one validation before exit.
    func validate() async -> ExitCode {
        do {
            let key = switch try await context.makeLocalFeedLoader().validateCache() {
            case .empty: "CACHE_VALIDATE_EMPTY"
            case .valid: "CACHE_VALIDATE_VALID"
            case .deletedExpired: "CACHE_VALIDATE_DELETED_EXPIRED"
            case .deletedUnreadable: "CACHE_VALIDATE_DELETED_UNREADABLE"
            }
            say(localizer.string(key, table: .cache))
            return .success
        } catch {
            context.warn(localizer.string("CACHE_VALIDATION_FAILED", table: .cache))
            return .couldNotLoad
        }
    }

    private func clear() async -> ExitCode {
        do {
            try await context.feedStore.deleteCachedFeed()
            try await context.imageStore.removeAll()
            say(localizer.string("CACHE_CLEARED", table: .cache))
            return .success
        } catch {
            context.makeErrorView().display(.error(message: localizer.string("CACHE_CLEAR_FAILED", table: .cache)))
            return .couldNotLoad
        }
    }
}
