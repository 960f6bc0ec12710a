import Foundation
import StoreCore

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

    private func feedLine(_ feed: CacheStatus) -> String {
        line(
            for: feed,
            keys: StatusKeys(
                none: "CACHE_INFO_FEED_NONE", valid: "CACHE_INFO_FEED_VALID", expired: "CACHE_INFO_FEED_EXPIRED",
                unreadable: "CACHE_INFO_FEED_UNREADABLE"))
    }

    private func catalogueLine(_ catalogue: CacheStatus) -> String {
        line(
            for: catalogue,
            keys: StatusKeys(
                none: "CACHE_INFO_CATALOGUE_NONE", valid: "CACHE_INFO_CATALOGUE_VALID", expired: "CACHE_INFO_CATALOGUE_EXPIRED",
                unreadable: "CACHE_INFO_CATALOGUE_UNREADABLE"))
    }

    private func line(for status: CacheStatus, keys: StatusKeys) -> String {
        switch status {
        case .none:
            localizer.string(keys.none, table: .cache)
        case let .valid(count, savedAt):
            localizer.string(keys.valid, table: .cache, count, age(of: savedAt))
        case let .expired(count, savedAt):
            localizer.string(keys.expired, table: .cache, count, age(of: savedAt))
        case .unreadable:
            localizer.string(keys.unreadable, table: .cache)
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

/// The words of one cached resource's line.
private struct StatusKeys {
    let none: String
    let valid: String
    let expired: String
    let unreadable: String
}
