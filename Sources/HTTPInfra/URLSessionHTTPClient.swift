import Foundation
import HTTPCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPClient` on URLSession, with a body size limit enforced while the body streams,
/// a whole-request deadline, a fixed User-Agent and no requests or redirects off HTTP(S).
public final class URLSessionHTTPClient: HTTPClient {
    public struct Configuration: Sendable {
        public var timeout: TimeInterval
        public var maxResponseBytes: Int
        public var userAgent: String

        public init(timeout: TimeInterval = 15, maxResponseBytes: Int = 20 * 1024 * 1024, userAgent: String) {
            self.timeout = timeout
            self.maxResponseBytes = maxResponseBytes
            self.userAgent = userAgent
        }
    }

    private let configuration: Configuration
    private let session: URLSession
    // The session retains its delegate until it is invalidated, so the delegate is this
    // separate object rather than `self`: the client stays free to deallocate, and its
    // `deinit` then invalidates the session, which releases the tracker.
    private let tracker = TransferTracker()

    /// - Parameter protocolClasses: extra `URLProtocol`s, which is how tests stub the network.
    public init(configuration: Configuration, protocolClasses: [AnyClass] = []) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.urlSessionBackstop
        sessionConfiguration.timeoutIntervalForResource = configuration.urlSessionBackstop
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpCookieStorage = nil
        if !protocolClasses.isEmpty {
            sessionConfiguration.protocolClasses = protocolClasses + (sessionConfiguration.protocolClasses ?? [])
        }
        session = URLSession(configuration: sessionConfiguration, delegate: tracker, delegateQueue: nil)
    }

    deinit {
        // Not `invalidateAndCancel()`: Linux URLSession crashes when a task's cancellation, which
        // the tracker starts for every transfer it abandons, lands after invalidation has dropped
        // the task. Every task ends (completes, or is cancelled), so the session still goes.
        session.finishTasksAndInvalidate()
    }

    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        guard WebURL.accepts(url) else { throw HTTPClientError.connectivity }
        try Task.checkCancellation()
        let task = session.dataTask(with: request(for: url))
        let tracker = self.tracker
        let limit = configuration.maxResponseBytes
        let deadline = DispatchTime.now() + configuration.timeout

        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                tracker.track(task, limit: limit, continuation: continuation)
                // A cancellation that arrived before `track` found nothing to end.
                guard !Task.isCancelled else {
                    tracker.cancel(task)
                    return
                }
                task.resume()
                // URLSession's own timeouts don't cover the whole request, nor any `URLProtocol`.
                DispatchQueue.global().asyncAfter(deadline: deadline) { [weak tracker, weak task] in
                    guard let tracker, let task else { return }
                    tracker.expire(task)
                }
            }
        } onCancel: {
            tracker.cancel(task)
        }
    }

    private func request(for url: URL) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.urlSessionBackstop)
        request.httpMethod = "GET"
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json, image/*;q=0.9, */*;q=0.5", forHTTPHeaderField: "Accept")
        return request
    }
}

private extension URLSessionHTTPClient.Configuration {
    /// URLSession's own timeouts, set past the client's deadline so that the deadline always
    /// ends a request first. Linux URLSession traps when its own timeout fails a task whose
    /// redirect is waiting for the delegate's answer; the deadline ends it safely (see `TransferTracker`).
    var urlSessionBackstop: TimeInterval { timeout * 2 + 1 }
}
