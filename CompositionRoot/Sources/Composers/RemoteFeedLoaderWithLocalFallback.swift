import FeedFeature
import FeedPresentation
import HTTPCore

/// Remote first; on success the cache is replaced, on any failure the valid cache is shown.
///
/// The use cases deliver "no items" for an empty or expired cache; this is where the
/// story turns that into an error.
struct RemoteFeedLoaderWithLocalFallback: Sendable {
    /// Nil when the user asked for `--offline`.
    let remote: (@Sendable () async throws -> [CocktailItem])?
    let local: LocalFeedLoader
    let onCacheSaveFailure: @Sendable (any Error) -> Void

    func load() async throws -> LoadedFeed {
        let reason: FeedFailureReason
        if let remote {
            do {
                let items = try await remote()
                await saveIgnoringFailure(items)
                return LoadedFeed(items: items, source: .remote)
            } catch is CancellationError {
                throw CancellationError()
            } catch RemoteLoadError.invalidData {
                reason = .invalidData
            } catch {
                reason = .connectivity
            }
        } else {
            reason = .offline
        }
        try Task.checkCancellation()
        // A cache that cannot be read is no better than none; validation deletes it on exit.
        guard let cached = try? await local.loadValidCache() else {
            throw FeedUnavailableError(reason: reason)
        }
        return LoadedFeed(items: cached.items, source: .cache(savedAt: cached.timestamp, reason: reason))
    }

    private func saveIgnoringFailure(_ items: [CocktailItem]) async {
        do {
            try await local.save(items)
        } catch {
            onCacheSaveFailure(error)
        }
    }
}
