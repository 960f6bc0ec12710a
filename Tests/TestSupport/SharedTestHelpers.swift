import Foundation
import HTTPCore

public struct AnyError: Error, Equatable {
    public init() {}
}

public func anyError() -> AnyError { AnyError() }

public func anyURL() -> URL {
    URL(string: "https://any-url.example/path")!
}

public func anyData() -> Data { Data("any data".utf8) }

public func httpResponse(_ statusCode: Int = 200, url: URL = anyURL()) -> HTTPResponse {
    HTTPResponse(url: url, statusCode: statusCode)
}

/// A JSON body built from a Swift value, for mapper tests that need shapes no fixture has.
public func jsonData(_ object: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: object)
}
