import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SharedAPI

/// `HTTPClient` on URLSession, with a body size limit enforced while the body streams,
/// a whole-request deadline, a fixed User-Agent and no redirects off HTTP(S).
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
    private let tracker = TransferTracker()

    /// - Parameter protocolClasses: extra `URLProtocol`s, which is how tests stub the network.
    public init(configuration: Configuration, protocolClasses: [AnyClass] = []) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpCookieStorage = nil
        if !protocolClasses.isEmpty {
            sessionConfiguration.protocolClasses = protocolClasses + (sessionConfiguration.protocolClasses ?? [])
        }
        session = URLSession(configuration: sessionConfiguration, delegate: tracker, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        try Task.checkCancellation()
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.timeout)
        request.httpMethod = "GET"
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json, image/*;q=0.9, */*;q=0.5", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        let tracker = self.tracker
        let limit = configuration.maxResponseBytes
        let timeout = configuration.timeout

        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                tracker.track(task, limit: limit, continuation: continuation)
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak task] in
                    guard let task else { return }
                    tracker.expire(task)
                }
            }
        } onCancel: {
            task.cancel()
        }
    }
}
