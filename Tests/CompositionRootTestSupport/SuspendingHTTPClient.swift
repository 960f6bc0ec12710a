import Foundation
import HTTPCore

/// An HTTP client whose every request hangs until its task is cancelled, like a stalled
/// server under Ctrl-C. `requestStarted` resumes once the first request is in flight.
public final class SuspendingHTTPClient: HTTPClient {
    public let requestStarted: AsyncStream<URL>
    private let continuation: AsyncStream<URL>.Continuation

    public init() {
        (requestStarted, continuation) = AsyncStream.makeStream(of: URL.self)
    }

    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        continuation.yield(url)
        while true {
            try await Task.sleep(for: .seconds(3600))
        }
    }
}
