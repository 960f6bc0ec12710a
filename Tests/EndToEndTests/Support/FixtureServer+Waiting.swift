import Foundation

extension FixtureServer {
    /// Waits until the server has logged a request for `path`. The server logs a request before it
    /// answers, so this returns while the client may still be waiting for the answer.
    /// - Throws: `EndToEndError.requestNeverArrived` after `timeout`.
    func waitForRequest(to path: String, timeout: Duration = .seconds(60)) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            // A line the server is still writing fails to decode: not arrived yet.
            if let requests = try? requests(), requests.contains(where: { $0.path == path }) {
                return
            }
            // Looked at once more past the deadline: on a busy machine the sleep may end well after it.
            guard clock.now < deadline else { throw EndToEndError.requestNeverArrived(path: path, timeout: timeout) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Every request received so far, once the server has logged the end of each: it logs an end
    /// just after the answer's last byte, so a client may have its answer a moment before.
    /// - Throws: `EndToEndError.requestsNeverEnded` after `timeout`.
    func answeredRequests(timeout: Duration = .seconds(60)) async throws -> [LoggedRequest] {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if let requests = try? requests(), requests.allEnded {
                return requests
            }
            guard clock.now < deadline else { throw EndToEndError.requestsNeverEnded(timeout: timeout) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
