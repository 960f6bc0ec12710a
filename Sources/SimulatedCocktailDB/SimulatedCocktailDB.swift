import Foundation
import HTTPCore

/// TheCocktailDB, simulated in the process over its whole recorded catalogue, so that `dringo --demo`
/// needs no network.
///
/// It answers like the real API: each request is routed by its path and query to a handler, which
/// computes the answer from the catalogue's 636 drinks, with the free key's caps under
/// `/api/json/v1/<key>/` and without them under `/api/json/v2/<key>/`. The scripts are found there
/// whatever the origin, so a base URL with a port or a path prefix reaches them too; the drinks'
/// pictures, under `/images/media/drink/` on any host, answer with demo JPEGs. Anything else is a 404.
///
/// The catalogue is read from the recordings compiled into the module on the first request, once per process.
public final class SimulatedCocktailDB: HTTPClient {
    /// The URLSession client's default: `DRINGO_MAX_RESPONSE_BYTES` when it is not set.
    public static let defaultMaxResponseBytes = 20 * 1024 * 1024

    private let backend: @Sendable () -> Result<DemoBackend, DemoDataError>
    private let randomIndex: RandomIndex
    private let maxResponseBytes: Int

    /// - Parameter maxResponseBytes: a body past it is refused as `HTTPClientError.responseTooLarge`,
    ///   as the real client refuses it.
    public convenience init(maxResponseBytes: Int = defaultMaxResponseBytes) {
        self.init(maxResponseBytes: maxResponseBytes, randomNumberGenerator: SystemRandomNumberGenerator())
    }

    /// - Parameter randomNumberGenerator: picks the drink `random.php` answers with.
    public convenience init(
        maxResponseBytes: Int = defaultMaxResponseBytes,
        randomNumberGenerator: some RandomNumberGenerator & Sendable
    ) {
        self.init(
            backend: { DemoBackend.embedded },
            randomIndex: RandomIndex(randomNumberGenerator),
            maxResponseBytes: maxResponseBytes
        )
    }

    /// Serves the files of `resources`, or answers every request with a 503 when one cannot be read.
    convenience init(
        resources: DemoResources,
        maxResponseBytes: Int = defaultMaxResponseBytes,
        randomNumberGenerator: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        let backend = DemoBackend.load(from: resources)
        self.init(backend: { backend }, randomIndex: RandomIndex(randomNumberGenerator), maxResponseBytes: maxResponseBytes)
    }

    private init(
        backend: @escaping @Sendable () -> Result<DemoBackend, DemoDataError>,
        randomIndex: RandomIndex,
        maxResponseBytes: Int
    ) {
        self.backend = backend
        self.randomIndex = randomIndex
        self.maxResponseBytes = maxResponseBytes
    }

    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        // What the real client refuses to send, this one refuses to answer.
        guard WebURL.accepts(url) else { throw HTTPClientError.connectivity }
        try Task.checkCancellation()
        let response = answer(url)
        guard response.body.count <= maxResponseBytes else {
            throw HTTPClientError.responseTooLarge(limit: maxResponseBytes)
        }
        try Task.checkCancellation()
        return (response.body, HTTPResponse(url: url, statusCode: response.status, headers: response.headers))
    }

    private func answer(_ url: URL) -> SimulatedResponse {
        switch backend() {
        case let .failure(error):
            return .unavailable(error)
        case let .success(backend):
            return Router.answer(url, from: backend, randomIndex: randomIndex)
        }
    }
}
