import FeedFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

@Suite("Feed image data mapper")
struct FeedImageDataMapperTests {
    @Test("RD-3: map throws invalid data on a status other than 200 and 404", arguments: [199, 201, 204, 300, 304, 400, 410, 500])
    func map_throwsInvalidDataOnNon200Response(statusCode: Int) {
        #expect(throws: RemoteLoadError.invalidData) {
            try FeedImageDataMapper.map(anyData(), from: httpResponse(statusCode))
        }
    }

    @Test("RD-5: map throws not found on a 404, even with a body")
    func map_throwsNotFoundOn404Response() {
        #expect(throws: RemoteLoadError.notFound) {
            try FeedImageDataMapper.map(anyData(), from: httpResponse(404))
        }
    }

    @Test("RD-3: map throws invalid data on a 200 response with an empty body")
    func map_throwsInvalidDataOn200ResponseWithEmptyBody() {
        #expect(throws: RemoteLoadError.invalidData) {
            try FeedImageDataMapper.map(Data(), from: httpResponse(200))
        }
    }

    @Test(
        "RD-1: map delivers the body unchanged on a 200 response with a non-empty body",
        arguments: [
            Data([0x00]),
            Data([0xFF, 0xD8, 0xFF, 0xE0]),
            anyData(),
        ])
    func map_deliversBodyOn200ResponseWithNonEmptyBody(body: Data) throws {
        let data = try FeedImageDataMapper.map(body, from: httpResponse(200))

        #expect(data == body)
    }
}
