import Foundation

/// The reading cache use cases of one resource: load it while it is valid, validate it, and tell what
/// is cached. `LocalResourceLoader` adds saving and clearing; a reader alone serves a projection of a
/// store's document, such as the catalogue's index.
///
/// The resource is kept as its local form, `Local`, apart from the domain's `Model`, so that either
/// can change alone.
public final class LocalResourceReader<Model: Sendable, Local: Sendable>: Sendable {
    private let reader: any DocumentReader<Cached<Local>>
    private let policy: MaxAgePolicy
    private let currentDate: @Sendable () -> Date
    private let toModel: @Sendable (Local) -> Model

    public init(
        reader: any DocumentReader<Cached<Local>>,
        policy: MaxAgePolicy,
        currentDate: @escaping @Sendable () -> Date,
        toModel: @escaping @Sendable (Local) -> Model
    ) {
        self.reader = reader
        self.policy = policy
        self.currentDate = currentDate
        self.toModel = toModel
    }
}

extension LocalResourceReader {
    /// The cached resource with its save date, or nil when none is cached or it has expired.
    public func loadValid() async throws -> Cached<Model>? {
        guard let cache = try await reader.retrieve(), policy.validate(cache.timestamp, against: currentDate()) else { return nil }
        return Cached(toModel(cache.resource), timestamp: cache.timestamp)
    }
}

extension LocalResourceReader {
    /// Deletes a resource that cannot be read or has expired, unless another process saved a new
    /// one since it was read. A cancelled retrieval says nothing about the resource, so it is
    /// rethrown and the resource is kept.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        let cache: Cached<Local>?
        do {
            cache = try await reader.retrieve()
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            return try await deleteIfUnchanged(reporting: .deletedUnreadable)
        }
        guard let cache else { return .empty }
        guard policy.validate(cache.timestamp, against: currentDate()) else {
            return try await deleteIfUnchanged(reporting: .deletedExpired)
        }
        return .valid
    }

    private func deleteIfUnchanged(reporting deleted: CacheValidationOutcome) async throws -> CacheValidationOutcome {
        try await reader.deleteIfUnchanged() ? deleted : .keptReplacement
    }
}

extension LocalResourceReader where Local: Collection {
    /// What is cached, as the policy judges it. A resource that cannot be read is `unreadable`, not an error.
    public func status() async -> CacheStatus {
        do {
            guard let cache = try await reader.retrieve() else { return .none }
            let count = cache.resource.count
            return policy.validate(cache.timestamp, against: currentDate())
                ? .valid(count: count, savedAt: cache.timestamp)
                : .expired(count: count, savedAt: cache.timestamp)
        } catch {
            return .unreadable
        }
    }
}
