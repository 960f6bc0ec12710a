import Foundation
import HTTPCore
import HTTPInfra
import TestSupport
import Testing

/// Letting a client go while URLSession still winds down a transfer it refused: Linux URLSession
/// crashed ("a task that is not in the registry") when the session was invalidated under the
/// refused task's cancellation. Only its real HTTP transfers take that path.
@Suite("URLSessionHTTPClient release", .timeLimit(.minutes(20)))
final class URLSessionHTTPClientReleaseTests {
    private let leakTracker = LeakTracker()
    private let server: LoopbackHTTPServer

    init() throws {
        server = try LoopbackHTTPServer { _ in .init(statusCode: 200, body: Data(repeating: UInt8(ascii: "x"), count: 8 * 1024 * 1024)) }
    }

    deinit {
        server.stop()
        #expect(leakTracker.leaks == [])
    }

    @Test("RF-2: clients let go right after refusing a body too large, one after another, never crash URLSession")
    func clients_releasedRightAfterRefusingABody_doNotCrash() async {
        for _ in 1...40 {
            let sut = URLSessionHTTPClient(configuration: .init(timeout: 10, maxResponseBytes: 1024, userAgent: "dringo-tests"))
            leakTracker.track(sut)

            await #expect(throws: HTTPClientError.responseTooLarge(limit: 1024)) {
                try await sut.get(from: self.server.url("/api/json/v1/1/filter.php?c=Cocktail"))
            }
        }
    }
}
