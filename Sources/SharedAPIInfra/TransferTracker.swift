import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import SharedAPI

/// The session delegate: collects each task's body up to its limit and resumes its caller once.
final class TransferTracker: NSObject, URLSessionDataDelegate, Sendable {
    private struct Transfer {
        var limit: Int
        var body = Data()
        var failure: HTTPClientError?
        var continuation: CheckedContinuation<(Data, HTTPResponse), any Error>
    }

    private let transfers = Mutex<[Int: Transfer]>([:])

    func track(_ task: URLSessionTask, limit: Int, continuation: CheckedContinuation<(Data, HTTPResponse), any Error>) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(limit: limit, continuation: continuation) }
    }

    /// The deadline passed: a slow server is a connectivity failure, not a cancellation.
    func expire(_ task: URLSessionTask) {
        fail(task, with: .connectivity)
    }

    private func fail(_ task: URLSessionTask, with failure: HTTPClientError) {
        let tracked = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[task.taskIdentifier] else { return false }
            transfer.failure = transfer.failure ?? failure
            transfer.body = Data()
            transfers[task.taskIdentifier] = transfer
            return true
        }
        if tracked { task.cancel() }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let limit = transfers.withLock { $0[dataTask.taskIdentifier]?.limit } ?? 0
        if response.expectedContentLength > Int64(limit) {
            transfers.withLock { $0[dataTask.taskIdentifier]?.failure = .responseTooLarge(limit: limit) }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
            guard transfer.body.count + data.count <= transfer.limit else {
                transfer.failure = .responseTooLarge(limit: transfer.limit)
                transfer.body = Data()
                transfers[dataTask.taskIdentifier] = transfer
                return true
            }
            transfers[dataTask.taskIdentifier] = nil
            transfer.body.append(data)
            transfers[dataTask.taskIdentifier] = transfer
            return false
        }
        if overLimit { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let scheme = request.url?.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            transfers.withLock { $0[task.taskIdentifier]?.failure = .unsupportedRedirect }
            completionHandler(nil)
            task.cancel()
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = transfer.failure {
            transfer.continuation.resume(throwing: failure)
        } else if let error {
            let cancelled = (error as? URLError)?.code == .cancelled
            transfer.continuation.resume(throwing: cancelled ? CancellationError() : HTTPClientError.connectivity)
        } else if let response = task.response as? HTTPURLResponse, let url = response.url ?? task.originalRequest?.url {
            transfer.continuation.resume(returning: (transfer.body, HTTPResponse(url: url, statusCode: response.statusCode)))
        } else {
            transfer.continuation.resume(throwing: HTTPClientError.connectivity)
        }
    }
}
