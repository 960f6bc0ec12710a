import Foundation
import Locking
import TestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers requests for registered hosts with canned responses.
///
/// Stubs are keyed by host, and each test registers a host of its own, so tests running in
/// parallel never see each other's stubs or requests.
final class URLProtocolStub: URLProtocol {
    enum Answer: Sendable {
        /// A response, then the body in `chunks`, each delivered separately; then, if `finishes`, the end.
        case respond(statusCode: Int, headers: [String: String] = [:], chunks: [Data] = [], finishes: Bool = true)
        case fail(URLError.Code)
        /// A failure with the description a transport gave it, such as libcurl's message on Linux.
        case failDescribed(URLError.Code, description: String)
        /// Nothing at all, as a server that accepted the connection and went silent.
        case neverRespond
    }

    struct ObservedRequest: Sendable, Equatable {
        let url: URL?
        let method: String?
        let userAgent: String?
    }

    private struct Registration {
        let answer: Answer
        let onStartLoading: @Sendable () -> Void
        var requests: [ObservedRequest] = []
    }

    private static let registrations = Locked<[String: Registration]>([:])

    /// Serves `answer` for `url`'s host until `removeStub(for:)`.
    static func stub(_ url: URL, with answer: Answer, onStartLoading: @escaping @Sendable () -> Void = {}) {
        guard let host = url.host else { return }
        registrations.withLock { $0[host] = Registration(answer: answer, onStartLoading: onStartLoading) }
    }

    static func removeStub(for url: URL) {
        guard let host = url.host else { return }
        _ = registrations.withLock { $0.removeValue(forKey: host) }
    }

    static func requests(for url: URL) -> [ObservedRequest] {
        guard let host = url.host else { return [] }
        return registrations.withLock { $0[host]?.requests ?? [] }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        guard let host = request.url?.host else { return false }
        return registrations.withLock { $0[host] != nil }
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let observed = ObservedRequest(
            url: request.url,
            method: request.httpMethod,
            userAgent: request.value(forHTTPHeaderField: "User-Agent")
        )
        guard let host = request.url?.host,
            let registration = Self.registrations.withLock({ registrations -> Registration? in
                registrations[host]?.requests.append(observed)
                return registrations[host]
            })
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
            return
        }
        registration.onStartLoading()
        answer(with: registration.answer)
    }

    override func stopLoading() {}

    private func answer(with answer: Answer) {
        switch answer {
        case let .respond(statusCode, headers, chunks, finishes):
            guard let url = request.url,
                let response = HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
            else {
                client?.urlProtocol(self, didFailWithError: URLError(.badURL))
                return
            }
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            for chunk in chunks {
                client?.urlProtocol(self, didLoad: chunk)
            }
            if finishes {
                client?.urlProtocolDidFinishLoading(self)
            }
        case let .fail(code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case let .failDescribed(code, description):
            client?.urlProtocol(self, didFailWithError: URLError(code, userInfo: [NSLocalizedDescriptionKey: description]))
        case .neverRespond:
            break
        }
    }
}
