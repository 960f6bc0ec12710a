import HTTPCore

/// Loads from `remote` and saves what it delivers; on any remote failure but cancellation,
/// delivers the valid cache instead.
///
/// The use cases deliver "no items" for an empty or expired cache; this is where the
/// story turns that into `FeedUnavailableError`.
public struct FeedLoaderWithLocalFallbackComposite: Sendable {
    private let remote: (any FeedLoader)?
    private let local: LocalFeedLoader
    private let onCacheSaveFailure: @Sendable (any Error) -> Void

    /// - Parameters:
    ///   - remote: nil when the user chose to stay offline.
    ///   - onCacheSaveFailure: hears of a failed save; the remote list is delivered all the same.
    public init(
        remote: (any FeedLoader)?,
        local: LocalFeedLoader,
        onCacheSaveFailure: @escaping @Sendable (any Error) -> Void
    ) {
        self.remote = remote
        self.local = local
        self.onCacheSaveFailure = onCacheSaveFailure
    }

    public func load() async throws -> FeedWithOrigin {
        let reason: FeedFallbackReason
        if let remote {
            do {
                let items = try await remote.load()
                await saveReportingFailure(items)
                return FeedWithOrigin(items: items, origin: .remote)
            } catch is CancellationError {
                throw CancellationError()
            } catch RemoteLoadError.invalidData {
                reason = .invalidData
            } catch RemoteLoadError.notFound {
                reason = .notFound
            } catch RemoteLoadError.untrustedCertificate {
                reason = .untrustedCertificate
            } catch {
                reason = .connectivity
            }
        } else {
            reason = .offline
        }
        try Task.checkCancellation()
        // A cache that cannot be read is no better than none; validation deletes it.
        guard let cached = try? await local.loadValid() else {
            throw FeedUnavailableError(reason: reason)
        }
        return FeedWithOrigin(items: cached.resource, origin: .cache(savedAt: cached.timestamp, reason: reason))
    }

    private func saveReportingFailure(_ items: [CocktailItem]) async {
        do {
            try await local.save(items)
        } catch {
            onCacheSaveFailure(error)
        }
    }
}
