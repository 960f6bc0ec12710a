import Foundation

/// The words of `dringo cache info`.
public struct CacheInfoPresenter: Sendable {
    private let localizer: Localizer
    private let currentDate: @Sendable () -> Date

    public init(localizer: Localizer, currentDate: @escaping @Sendable () -> Date) {
        self.localizer = localizer
        self.currentDate = currentDate
    }

    public func map(_ contents: CacheContents) -> CacheInfoViewModel {
        CacheInfoViewModel(
            location: localizer.string("CACHE_INFO_LOCATION", table: .cache, contents.directoryPath),
            feed: feedLine(contents.feed),
            catalogue: catalogueLine(contents.catalogue),
            images: imagesLine(contents.images)
        )
    }

    private func feedLine(_ feed: CachedFeedState) -> String {
        switch feed {
        case .none:
            return localizer.string("CACHE_INFO_FEED_NONE", table: .cache)
        case let .valid(count, savedAt):
            return localizer.string("CACHE_INFO_FEED_VALID", table: .cache, count, age(of: savedAt))
        case let .expired(count, savedAt):
            return localizer.string("CACHE_INFO_FEED_EXPIRED", table: .cache, count, age(of: savedAt))
        case .unreadable:
            return localizer.string("CACHE_INFO_FEED_UNREADABLE", table: .cache)
        }
    }

    private func catalogueLine(_ catalogue: CachedCatalogueState) -> String {
        switch catalogue {
        case .none:
            return localizer.string("CACHE_INFO_CATALOGUE_NONE", table: .cache)
        case let .valid(count, savedAt):
            return localizer.string("CACHE_INFO_CATALOGUE_VALID", table: .cache, count, age(of: savedAt))
        case let .expired(count, savedAt):
            return localizer.string("CACHE_INFO_CATALOGUE_EXPIRED", table: .cache, count, age(of: savedAt))
        case .unreadable:
            return localizer.string("CACHE_INFO_CATALOGUE_UNREADABLE", table: .cache)
        }
    }

    private func imagesLine(_ images: CachedImagesState) -> String {
        switch images {
        case let .usage(count, bytes):
            let size = ByteCountText(localizer: localizer).string(for: bytes)
            return localizer.string("CACHE_INFO_IMAGES", table: .cache, count, size)
        case .unreadable:
            return localizer.string("CACHE_INFO_IMAGES_UNREADABLE", table: .cache)
        }
    }

    private func age(of savedAt: Date) -> String {
        RelativeTimeFormatter(localizer: localizer).string(from: savedAt, to: currentDate())
    }
}
