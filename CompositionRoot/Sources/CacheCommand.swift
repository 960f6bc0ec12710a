import CatalogueFeature
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
            catalogue: await catalogueState(),
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

    /// Read through the context's remembering store, so validation on exit judges this same read.
    private func catalogueState() async -> CachedCatalogueState {
        do {
            guard let catalogue = try await context.catalogueStore.retrieve() else { return .none }
            return CatalogueCachePolicy.validate(catalogue.timestamp, against: context.runtime.currentDate())
                ? .valid(count: catalogue.drinks.count, savedAt: catalogue.timestamp)
                : .expired(count: catalogue.drinks.count, savedAt: catalogue.timestamp)
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

    /// The validate use cases of the feed and the catalogue, reported; they are this command's one
    /// validation before exit. A failure with the one does not keep the other from being validated.
    func validate() async -> ExitCode {
        let feedValidated = await validateFeed()
        let catalogueValidated = await validateCatalogue()
        return feedValidated && catalogueValidated ? .success : .couldNotLoad
    }

    private func validateFeed() async -> Bool {
        do {
            say(presenter.message(for: try await context.makeLocalFeedLoader().validateCache()))
            return true
        } catch {
            context.warn(presenter.validationFailedWarning)
            return false
        }
    }

    private func validateCatalogue() async -> Bool {
        do {
            let outcome = try await context.makeLocalCatalogueLoader().validateCache()
            if let message = presenter.message(forCatalogue: CatalogueValidationOutcome(outcome)) { say(message) }
            return true
        } catch {
            context.warn(presenter.catalogueValidationFailedWarning)
            return false
        }
    }

    private func clear() async -> ExitCode {
        do {
            try await context.feedStore.deleteCachedFeed()
            try await context.catalogueStore.deleteCachedCatalogue()
            try await context.imageStore.removeAll()
            say(presenter.clearedMessage)
            return .success
        } catch {
            context.makeErrorView().display(.error(message: presenter.clearFailedMessage))
            return .couldNotLoad
        }
    }
}

private extension CatalogueValidationOutcome {
    init(_ outcome: LocalCatalogueLoader.ValidationOutcome) {
        switch outcome {
        case .empty: self = .empty
        case .valid: self = .valid
        case .deletedExpired: self = .deletedExpired
        case .deletedUnreadable: self = .deletedUnreadable
        }
    }
}
