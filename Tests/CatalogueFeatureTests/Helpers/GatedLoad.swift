import CatalogueFeature
import Foundation

/// Drives a load through a `GatedHTTPClient` one answer at a time: it lets the oldest held request
/// go only once the loader has started every request it can (4, or as many as are waiting), so
/// that the requests held at each step are exactly those in flight.
final class GatedLoad: Sendable {
    private let client: GatedHTTPClient
    private let reports = AsyncStream.makeStream(of: CatalogueDownloadProgress.self)

    init(client: GatedHTTPClient) {
        self.client = client
    }

    /// The loader's progress callback.
    @Sendable
    func report(_ progress: CatalogueDownloadProgress) {
        reports.continuation.yield(progress)
    }

    /// Releases the oldest held request, answer after answer, until `stop` is true of the requests
    /// held (the oldest first), none is waiting any more, or the calling task is cancelled.
    /// - Returns: how many it released.
    func releaseOldest(until stop: ([URL]) -> Bool) async -> Int {
        var waiting = CatalogueEndpoint.letters.count
        var released = 0
        var progress = reports.stream.makeAsyncIterator()
        while waiting > 0 {
            await client.waitUntilHeld(min(RemoteCatalogueLoader.maximumRequestsInFlight, waiting))
            if stop(client.heldURLs) { break }
            client.releaseOldest()
            released += 1
            guard let report = await progress.next() else { break }
            waiting = [report.letters, report.lists, report.lookups].reduce(0) { $0 + $1.total - $1.done }
        }
        return released
    }
}
