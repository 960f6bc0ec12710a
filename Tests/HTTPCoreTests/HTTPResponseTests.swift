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

    @Test func valueForHeaderField_deliversNilOnMissingField() {
        let sut = HTTPResponse(url: anyURL(), statusCode: 429, headers: ["Content-Type": "application/json"])

        #expect(sut.value(forHTTPHeaderField: "Retry-After") == nil)
    }
}
