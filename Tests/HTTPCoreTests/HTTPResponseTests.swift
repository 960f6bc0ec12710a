import Foundation
import HTTPCore
import TestSupport
import Testing

@Suite("HTTPResponse")
struct HTTPResponseTests {
    @Test func init_hasNoHeadersByDefault() {
        #expect(HTTPResponse(url: anyURL(), statusCode: 200).headers == [:])
    }

    @Test(arguments: ["Retry-After", "retry-after", "RETRY-AFTER", "rEtRy-AfTeR"])
    func valueForHeaderField_findsFieldIgnoringCase(name: String) {
        let sut = HTTPResponse(url: anyURL(), statusCode: 429, headers: ["Retry-After": "3", "Content-Type": "application/json"])

        #expect(sut.value(forHTTPHeaderField: name) == "3")
    }

    @Test func checkStatus_passesOn200() throws {
        try HTTPResponse(url: anyURL(), statusCode: 200).checkStatus()
    }

    @Test func checkStatus_throwsNotFoundOn404() {
        #expect(throws: RemoteLoadError.notFound) { try HTTPResponse(url: anyURL(), statusCode: 404).checkStatus() }
    }

    @Test(arguments: [100, 199, 201, 204, 301, 304, 400, 401, 403, 410, 429, 500, 503])
    func checkStatus_throwsInvalidDataOnAnyOtherStatus(statusCode: Int) {
        #expect(throws: RemoteLoadError.invalidData) { try HTTPResponse(url: anyURL(), statusCode: statusCode).checkStatus() }
    }

    @Test func valueForHeaderField_deliversNilOnMissingField() {
        let sut = HTTPResponse(url: anyURL(), statusCode: 429, headers: ["Content-Type": "application/json"])

        #expect(sut.value(forHTTPHeaderField: "Retry-After") == nil)
    }
}
