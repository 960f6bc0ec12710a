import FeedFeature
import Foundation

/// The words of `dringo feed`, and its mapping from cocktails to the list a view shows.
public typealias FeedPresenter = Presenter<FeedScreen>
public enum FeedScreen {}

extension Presenter where Screen == FeedScreen {
    /// The cocktails under the list's title, in the contract's JSON shape; a list from the cache says
    /// how old it is, as of `now`.
    public func map(_ items: [CocktailItem], source: FeedOrigin, limit: Int? = nil, now: Date) -> ListViewModel {
        let title = self.title
        return ListViewModel(
            heading: title,
            rows: ListRows(items, limit: limit) { item in
                ListRow(
                    name: item.name, id: item.id, body: item.description, link: item.imageURLText,
                    members: [
                        ListMember("id", .number(item.id)), ListMember("name", .text(item.name)),
                        ListMember("description", .text(item.description)), ListMember("imageURL", .text(item.imageURLText)),
                    ])
            },
            note: notice(for: source, now: now),
            members: [ListMember("title", .text(title))] + sourceMembers(source)
        )
    }

    public var title: String {
        localizer.string("FEED_VIEW_TITLE", table: .feed)
    }

    public var loadingMessage: String {
        localizer.string("FEED_LOADING", table: .feed)
    }

    private func sourceMembers(_ source: FeedOrigin) -> [ListMember] {
        switch source {
        case .remote: [ListMember("source", .text("remote")), ListMember("cachedAt", .date(nil))]
        case let .cache(savedAt, _): [ListMember("source", .text("cache")), ListMember("cachedAt", .date(savedAt))]
        }
    }

    private func notice(for source: FeedOrigin, now: Date) -> String? {
        guard case let .cache(savedAt, reason) = source else { return nil }
        return cacheFallbackNotice(savedAt: savedAt, reason: reason, now: now)
    }

    /// The note shown beside a list that came from the cache because the remote failed.
    public func cacheFallbackNotice(savedAt: Date, reason: FeedFallbackReason, now: Date) -> String {
        let age = RelativeTimeFormatter(localizer: localizer).string(from: savedAt, to: now)
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
