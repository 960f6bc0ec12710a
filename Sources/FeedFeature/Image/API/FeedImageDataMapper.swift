import Foundation
import HTTPCore

/// Validates an image response: the bytes themselves are the model.
public enum FeedImageDataMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
        try response.checkStatus()
        guard !data.isEmpty else {
            throw RemoteLoadError.invalidData
        }
        return data
    }
}
