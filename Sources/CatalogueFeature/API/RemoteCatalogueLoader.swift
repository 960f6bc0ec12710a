import CocktailDBAPI
import Foundation
import HTTPCore

/// Downloads the whole catalogue: one search per first letter and, when the key caps its answers,
/// the lists and lookups that `CatalogueDiscovery` plans to find what the letters could not hold,
/// a few requests at a time.
///
/// Any request that fails fails the whole load, and those still running are cancelled: a partial
/// catalogue would silently lose drinks. HTTP 429 is retried after `Retry-After`.
public final class RemoteCatalogueLoader: Sendable {
    /// Waits for the given time, throwing `CancellationError` when the calling task is cancelled.
    public typealias Sleep = @Sendable (Duration) async throws -> Void
    /// Called after each answer that arrived, with how far the download has gone.
    public typealias Progress = @Sendable (CatalogueDownloadProgress) -> Void

    public static let maximumRequestsInFlight = 4
    public static let maximumRetriesPerRequest = 3
    /// The wait for a 429 that gives no readable `Retry-After`.
    public static let defaultRetryWait = Duration.seconds(1)

    private let endpoint: CocktailDBEndpoint
    private let client: any HTTPClient
    private let caps: AnswerCaps
    private let maximumRetryWait: Duration
    private let sleep: Sleep

    /// - Parameters:
    ///   - caps: how many items an answer holds at most; by default the caps of the endpoint's key.
    ///   - maximumRetryWait: a 429 asking for a longer wait fails its request instead.
    public init(
        endpoint: CocktailDBEndpoint,
        client: any HTTPClient,
        caps: AnswerCaps? = nil,
        maximumRetryWait: Duration,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.endpoint = endpoint
        self.client = client
        self.caps = caps ?? .caps(for: endpoint.key)
        self.maximumRetryWait = maximumRetryWait
        self.sleep = sleep
    }

    /// Every drink, in letter order, each id once at its first place, then those only the lists found.
    /// - Parameter savedDrinks: full drinks already at hand; none of them is looked up again.
    public func load(reusing savedDrinks: [Drink] = [], progress: Progress? = nil) async throws -> CatalogueDownload {
        var discovery = CatalogueDiscovery(caps: caps, savedDrinks: savedDrinks)
        var waiting = discovery.start()[...]
        try await withThrowingTaskGroup(of: (request: CatalogueEndpoint, answer: CatalogueAnswer).self) { group in
            var inFlight = 0
            func startWaitingRequests() {
                while inFlight < Self.maximumRequestsInFlight, let request = waiting.popFirst() {
                    guard group.addTaskUnlessCancelled(operation: { (request, try await self.answer(to: request)) }) else { return }
                    inFlight += 1
                }
            }
            startWaitingRequests()
            // A failed request throws out of the loop, and the group cancels the rest.
            while let (request, answer) = try await group.next() {
                inFlight -= 1
                waiting.append(contentsOf: discovery.receive(answer, for: request))
                progress?(discovery.progress)
                startWaitingRequests()
            }
        }
        try Task.checkCancellation()
        return discovery.download
    }

    private func answer(to request: CatalogueEndpoint) async throws -> CatalogueAnswer {
        let loader = RemoteResourceLoader(url: request.url(for: endpoint), client: client, mapper: Self.mapper(for: request))
        var retries = 0
        while true {
            do {
                return try await loader.load()
            } catch let tooManyRequests as TooManyRequests {
                let wait = tooManyRequests.retryAfter ?? Self.defaultRetryWait
                // Rate limiting that outlasts the retries, or the patience, is a service out of reach.
                guard retries < Self.maximumRetriesPerRequest, wait <= maximumRetryWait else {
                    throw RemoteLoadError.connectivity
                }
                retries += 1
                try await sleep(wait)
                try Task.checkCancellation()
            }
        }
    }

    private static func mapper(for request: CatalogueEndpoint) -> RemoteResourceLoader<CatalogueAnswer>.Mapper {
        { data, response in
            if response.statusCode == 429 {
                throw TooManyRequests(retryAfter: RetryAfter.duration(from: response.value(forHTTPHeaderField: "Retry-After")))
            }
            switch request {
            case let .facetValues(facet):
                let (values, itemCount) = try FacetValuesMapper.map(data, from: response, facet: facet)
                return .values(values, itemCount: itemCount)
            case .filter:
                let (ids, itemCount) = try ListedDrinksMapper.map(data, from: response)
                return .listed(ids, itemCount: itemCount)
            case .firstLetter, .lookup, .search, .random:
                let (drinks, itemCount) = try DrinksMapper.mapCountingItems(data, from: response)
                return .drinks(drinks, itemCount: itemCount)
            }
        }
    }

    /// A 429 answer, before it is retried.
    private struct TooManyRequests: Error {
        let retryAfter: Duration?
    }
}
