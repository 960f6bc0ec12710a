import FeedFeature
import Foundation

/// The feed's words and its mapping from cocktails to what a view shows.
public struct FeedPresenter: Sendable {
    private let localizer: Localizer
    private let currentDate: @Sendable () -> Date
    private let database: CocktailDatabase

    /// - Parameter database: which TheCocktailDB the list comes from: the demo's copy keeps a list of its own.
    public init(localizer: Localizer, currentDate: @escaping @Sendable () -> Date, database: CocktailDatabase = .theCocktailDB) {
        self.localizer = localizer
        self.currentDate = currentDate
        self.database = database
    }

    public var title: String {
        localizer.string("FEED_VIEW_TITLE", table: .feed)
    }

    public var loadingMessage: String {
        localizer.string("FEED_LOADING", table: .feed)
    }

    public func map(_ items: [CocktailItem], source: FeedOrigin) -> FeedViewModel {
        FeedViewModel(
            title: title,
            source: source,
            items: items.map {
                FeedItemViewModel(id: $0.id, name: $0.name, description: $0.description, imageURL: $0.imageURLText)
            },
            notice: notice(for: source)
        )
    }

    private func notice(for source: FeedOrigin) -> String? {
        guard case let .cache(savedAt, reason) = source else { return nil }
        return cacheFallbackNotice(savedAt: savedAt, reason: reason)
    }

    /// The note shown beside a list that came from the cache because the remote failed.
    public func cacheFallbackNotice(savedAt: Date, reason: FeedFallbackReason) -> String {
        let age = RelativeTimeFormatter(localizer: localizer).string(from: savedAt, to: currentDate())
        switch reason {
        case .offline:
            return localizer.string("FEED_SHOWING_CACHE_OFFLINE", table: .feed, age)
        case .connectivity:
            return localizer.string("FEED_SHOWING_CACHE_CONNECTIVITY", table: .feed, age)
        case .invalidData:
            return localizer.string("FEED_SHOWING_CACHE_INVALID_DATA", table: .feed, age)
        case .notFound:
            return localizer.string("FEED_SHOWING_CACHE_NOT_FOUND", table: .feed, age)
        case .untrustedCertificate:
            return localizer.string("FEED_SHOWING_CACHE_UNTRUSTED_CERTIFICATE", table: .feed, age)
        }
    }

    /// The error shown when neither the remote nor a valid cache could give a list.
    public func noFeedMessage(reason: FeedFallbackReason) -> String {
        switch reason {
        case .offline where database == .demoCopy:
            return localizer.string("DEMO_FEED_NO_CACHE_OFFLINE", table: .demo)
        case .offline:
            return localizer.string("FEED_NO_CACHE_OFFLINE", table: .feed)
        case .connectivity:
            return localizer.string("FEED_NO_CACHE_CONNECTIVITY", table: .feed)
        case .invalidData:
            return localizer.string("FEED_NO_CACHE_INVALID_DATA", table: .feed)
        case .notFound:
            return localizer.string("FEED_NO_CACHE_NOT_FOUND", table: .feed)
        case .untrustedCertificate:
            return localizer.string("FEED_NO_CACHE_UNTRUSTED_CERTIFICATE", table: .feed)
        }
    }

    /// The error shown when the load failed in a way no reason above describes.
    public var unexpectedErrorMessage: String {
        localizer.string("ERROR_UNEXPECTED", table: .shared)
    }

    public var cacheNotSavedWarning: String {
        localizer.string("FEED_CACHE_NOT_SAVED", table: .feed)
    }
}
