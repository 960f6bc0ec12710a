import CocktailDBAPI
import Foundation
import HTTPCore

/// Downloads the whole catalogue: one search per first letter, a few at a time.
///
/// Any letter that fails fails the whole load, and the letters still running are cancelled:
/// a partial catalogue would silently lose drinks. HTTP 429 is retried after `Retry-After`.
public final class RemoteCatalogueLoader: Sendable {
    /// Waits for the given time, throwing `CancellationError` when the calling task is cancelled.
    public typealias Sleep = @Sendable (Duration) async throws -> Void
    /// Called after each letter that arrived, with how many are done and how many there are.
    public typealias Progress = @Sendable (_ lettersDone: Int, _ letterCount: Int) -> Void

    public static let maximumRequestsInFlight = 4
    public static let maximumRetriesPerLetter = 3
    /// The wait for a 429 that gives no readable `Retry-After`.
    public static let defaultRetryWait = Duration.seconds(1)

    private let endpoint: CocktailDBEndpoint
    private let client: any HTTPClient
    private let maximumRetryWait: Duration
    private let sleep: Sleep

    /// - Parameter maximumRetryWait: a 429 asking for a longer wait fails its letter instead.
    public init(
        endpoint: CocktailDBEndpoint,
        client: any HTTPClient,
        maximumRetryWait: Duration,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.endpoint = endpoint
        self.client = client
        self.maximumRetryWait = maximumRetryWait
        self.sleep = sleep
    }

    /// Every drink, in letter order, each id once at its first place.
    public func load(progress: Progress? = nil) async throws -> [Drink] {
        let letters = CatalogueEndpoint.letters
        var drinksByLetter = [[Drink]](repeating: [], count: letters.count)
        try await withThrowingTaskGroup(of: (index: Int, drinks: [Drink]).self) { group in
            var nextIndex = 0
            func startNextLetter() {
                guard nextIndex < letters.count else { return }
                let index = nextIndex
                let url = CatalogueEndpoint.firstLetter(letters[index]).url(for: endpoint)
                nextIndex += 1
                _ = group.addTaskUnlessCancelled { (index, try await self.loadLetter(from: url)) }
            }
            for _ in 0..<Self.maximumRequestsInFlight { startNextLetter() }
            var lettersDone = 0
            // A failed letter throws out of the loop, and the group cancels the rest.
            while let (index, drinks) = try await group.next() {
                drinksByLetter[index] = drinks
                lettersDone += 1
                progress?(lettersDone, letters.count)
                startNextLetter()
            }
        }
        try Task.checkCancellation()
        return Self.merged(drinksByLetter)
    }

    private func loadLetter(from url: URL) async throws -> [Drink] {
        let loader = RemoteResourceLoader(url: url, client: client, mapper: Self.map)
        var retries = 0
        while true {
            do {
                return try await loader.load()
            } catch let tooManyRequests as TooManyRequests {
                let wait = tooManyRequests.retryAfter ?? Self.defaultRetryWait
                // Rate limiting that outlasts the retries, or the patience, is a service out of reach.
                guard retries < Self.maximumRetriesPerLetter, wait <= maximumRetryWait else {
                    throw RemoteLoadError.connectivity
                }
                retries += 1
                try await sleep(wait)
                try Task.checkCancellation()
            }
        }
    }

    @Sendable
    private static func map(_ data: Data, from response: HTTPResponse) throws -> [Drink] {
        if response.statusCode == 429 {
            throw TooManyRequests(retryAfter: RetryAfter.duration(from: response.value(forHTTPHeaderField: "Retry-After")))
        }
        return try DrinksMapper.map(data, from: response)
    }

    private static func merged(_ drinksByLetter: [[Drink]]) -> [Drink] {
        var seenIDs = Set<Int>()
        return drinksByLetter.joined().filter { seenIDs.insert($0.id).inserted }
    }

    /// A 429 answer, before it is retried.
    private struct TooManyRequests: Error {
        let retryAfter: Duration?
    }
}
