import Foundation
import HTTPCore
internal import Locking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate: collects each task's body up to its limit and resumes its caller exactly once.
///
/// Whoever removes a transfer from `transfers` owns its continuation, so a completion, a
/// cancellation, a deadline and a refused body can race without resuming twice. A caller
/// is resumed as soon as the outcome is known rather than when URLSession winds the task
/// down: Linux URLSession ignores the disposition passed to a response's completion
/// handler, so `.cancel` there stops nothing, and a cancelled task's late callbacks then
/// find no transfer and change nothing.
final class TransferTracker: NSObject, URLSessionDataDelegate, Sendable {
    typealias Continuation = CheckedContinuation<(Data, HTTPResponse), any Error>

    private struct Transfer {
        let limit: Int
        let continuation: Continuation
        var body = Data()

        /// Appends in place, or returns false when the chunk would take the body past the limit.
        mutating func append(_ chunk: Data) -> Bool {
            guard body.count + chunk.count <= limit else { return false }
            body.append(chunk)
            return true
        }
    }

    private let transfers = Locked<[Int: Transfer]>([:])

    func track(_ task: URLSessionTask, limit: Int, continuation: Continuation) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(limit: limit, continuation: continuation) }
    }

    /// The calling Swift task was cancelled.
    func cancel(_ task: URLSessionTask) {
        end(task, throwing: CancellationError())
    }

    /// The deadline passed: a slow server is a connectivity failure, not a cancellation.
    func expire(_ task: URLSessionTask) {
        end(task, throwing: HTTPClientError.connectivity)
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let limit = transfers.withLock({ $0[dataTask.taskIdentifier]?.limit }) else {
            completionHandler(.cancel)
            return
        }
        guard response.expectedContentLength <= Int64(limit) else {
            completionHandler(.cancel)
            end(dataTask, throwing: HTTPClientError.responseTooLarge(limit: limit))
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let refusedLimit = transfers.withLock { transfers -> Int? in
            guard transfers[dataTask.taskIdentifier]?.append(data) == false else { return nil }
            return transfers[dataTask.taskIdentifier]?.limit
        }
        if let refusedLimit {
            end(dataTask, throwing: HTTPClientError.responseTooLarge(limit: refusedLimit))
        }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Linux URLSession rewrites a host-less `Location` such as `file:///etc/passwd` into a
        // path on the same server, so the header itself is checked as well as the new request.
        let location = response.value(forHTTPHeaderField: "Location").flatMap { URL(string: $0, relativeTo: response.url) }
        let isAccepted = WebURL.accepts(request.url) && (location.map(WebURL.accepts) ?? true)
        // Linux URLSession traps when a redirect's answer reaches a task that was cancelled in the
        // meantime, so the answer is given under the lock that `end` takes before it cancels:
        // either the answer is queued first, or the task has ended and gets no answer at all.
        let refused = transfers.withLock { transfers -> Transfer? in
            guard transfers[task.taskIdentifier] != nil else { return nil }
            guard isAccepted else {
                // Not following ends the task with the redirect response itself; no cancel needed.
                completionHandler(nil)
                return transfers.removeValue(forKey: task.taskIdentifier)
            }
            completionHandler(request)
            return nil
        }
        refused?.continuation.resume(throwing: HTTPClientError.unsupportedRedirect)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        // Our own cancellations resumed their callers already, so any error left is the transport's.
        if let error {
            transfer.continuation.resume(
                throwing: CertificateRejection.describes(error) ? HTTPClientError.untrustedCertificate : .connectivity)
            return
        }
        guard let response = task.response as? HTTPURLResponse,
            let url = response.url ?? task.currentRequest?.url
        else {
            transfer.continuation.resume(throwing: HTTPClientError.connectivity)
            return
        }
        let answer = HTTPResponse(url: url, statusCode: response.statusCode, headers: Self.headers(of: response))
        transfer.continuation.resume(returning: (transfer.body, answer))
    }

    /// The header fields whose names and values are text, which is all HTTP sends.
    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            headers[name] = value
        }
        return headers
    }

    // MARK: - Ending a transfer

    /// Resumes the caller with `result`, unless someone else already did.
    @discardableResult
    private func finish(_ task: URLSessionTask, with result: Result<(Data, HTTPResponse), any Error>) -> Bool {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return false }
        transfer.continuation.resume(with: result)
        return true
    }

    /// Resumes the caller with `error` and stops the transfer, whose later callbacks then find nothing.
    private func end(_ task: URLSessionTask, throwing error: any Error) {
        if finish(task, with: .failure(error)) {
            task.cancel()
        }
    }
}
