import Foundation
import StoreCore

/// The words of `dringo cache info`.
public typealias CacheInfoPresenter = Presenter<CacheInfoScreen>
public enum CacheInfoScreen {}

extension Presenter where Screen == CacheInfoScreen {
    /// One line each: where the cache is, then the saved list, the catalogue and the images, their ages as of `now`.
    public func map(_ contents: CacheContents, now: Date) -> ListViewModel {
        .lines([
            localizer.string("CACHE_INFO_LOCATION", table: .cache, contents.directoryPath),
            line(for: contents.feed, words: .feed, now: now),
            line(for: contents.catalogue, words: .catalogue, now: now),
            imagesLine(contents.images),
        ])
    }

    private func line(for status: CacheStatus, words: StatusWords, now: Date) -> String {
        switch status {
        case .none:
            localizer.string(words.none, table: .cache)
        case let .valid(count, savedAt):
            localizer.string(words.valid, table: .cache, count, age(of: savedAt, now: now))
        case let .expired(count, savedAt):
            localizer.string(words.expired, table: .cache, count, age(of: savedAt, now: now))
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

    private func age(of savedAt: Date, now: Date) -> String {
        RelativeTimeFormatter(localizer: localizer).string(from: savedAt, to: now)
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
