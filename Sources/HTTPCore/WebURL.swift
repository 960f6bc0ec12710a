import Foundation

/// The one check of what counts as a web URL: absolute, HTTP or HTTPS, with a host.
///
/// Requests, redirects, the configured origin, image URLs read from the API and from the cache
/// all go through it, so that none of them can disagree about what is a web address.
public enum WebURL {
    /// The URL of `text`, when it is a web URL.
    public static func url(from text: String) -> URL? {
        URL(string: text).flatMap { accepts($0) ? $0 : nil }
    }

    /// The `absoluteString` of `url(from: text)`, without parsing a `URL` when the bytes alone
    /// show that the text is one already (see `PlainWebURL`).
    public static func text(from text: String) -> String? {
        isPlain(text) ? text : url(from: text)?.absoluteString
    }

    /// Whether the bytes alone show `text` to be a web URL that `URL(string:)` keeps as it is.
    public static func isPlain(_ text: String) -> Bool {
        PlainWebURL.isPlain(text)
    }

    public static func accepts(_ url: URL?) -> Bool {
        guard let url = url?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
}
