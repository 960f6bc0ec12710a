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
            feed: line(for: contents.feed, words: .feed),
            catalogue: line(for: contents.catalogue, words: .catalogue),
            images: imagesLine(contents.images)
        )
    }

    private func line(for status: CacheStatus, words: StatusWords) -> String {
        switch status {
        case .none:
            localizer.string(words.none, table: .cache)
        case let .valid(count, savedAt):
            localizer.string(words.valid, table: .cache, count, age(of: savedAt))
        case let .expired(count, savedAt):
            localizer.string(words.expired, table: .cache, count, age(of: savedAt))
        case .unreadable:
            localizer.string(words.unreadable, table: .cache)
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

/// The keys of one cached resource's line.
private struct StatusWords {
    let none: String
    let valid: String
    let expired: String
    let unreadable: String

    static let feed = StatusWords(
        none: "CACHE_INFO_FEED_NONE", valid: "CACHE_INFO_FEED_VALID", expired: "CACHE_INFO_FEED_EXPIRED",
        unreadable: "CACHE_INFO_FEED_UNREADABLE")

    static let catalogue = StatusWords(
        none: "CACHE_INFO_CATALOGUE_NONE", valid: "CACHE_INFO_CATALOGUE_VALID", expired: "CACHE_INFO_CATALOGUE_EXPIRED",
        unreadable: "CACHE_INFO_CATALOGUE_UNREADABLE")
}
