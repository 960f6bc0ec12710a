import Foundation

/// The only schemes the client speaks: a request or a redirect anywhere else is refused.
enum WebScheme {
    static func accepts(_ url: URL?) -> Bool {
        guard let scheme = url?.absoluteURL.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
