import Foundation

/// What a feature needs to know about an HTTP answer.
///
/// Features use this rather than `HTTPURLResponse`, which lives in
/// FoundationNetworking on Linux and would drag infrastructure inward.
public struct HTTPResponse: Sendable, Equatable {
    public let url: URL
    public let statusCode: Int

    public init(url: URL, statusCode: Int) {
        self.url = url
        self.statusCode = statusCode
    }

    public var isOK: Bool { statusCode == 200 }
}
