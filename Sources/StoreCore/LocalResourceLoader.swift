import Foundation

/// The cache use cases of one resource, such as the cocktail list or the catalogue: save it, load it
/// while it is valid, validate it, tell what is cached, and clear it.
///
/// The resource is kept in the store as its local form, `Local`, apart from the domain's `Model`, so
/// that either can change alone.
public final class LocalResourceLoader<Model: Sendable, Local: Sendable>: Sendable {
    private let store: any DocumentStore<Cached<Local>>
    private let policy: MaxAgePolicy
    private let currentDate: @Sendable () -> Date
    private let toLocal: @Sendable (Model) -> Local
    private let toModel: @Sendable (Local) -> Model

    public init(
        store: any DocumentStore<Cached<Local>>,
        policy: MaxAgePolicy,
        currentDate: @escaping @Sendable () -> Date,
        toLocal: @escaping @Sendable (Model) -> Local,
        toModel: @escaping @Sendable (Local) -> Model
    ) {
        self.store = store
        self.policy = policy
        self.currentDate = currentDate
        self.toLocal = toLocal
        self.toModel = toModel
    }
}

extension LocalResourceLoader {
    /// Replaces the cached resource with this one, dated now, in one atomic save. Nothing is deleted
    /// first, so a save that fails (a full disk) leaves the previous resource exactly as it was.
    public func save(_ model: Model) async throws {
        try await store.save(Cached(toLocal(model), timestamp: currentDate()))
    }
}

extension LocalResourceLoader {
    /// The cached resource with its save date, or nil when none is cached or it has expired.
    public func loadValid() async throws -> Cached<Model>? {
        guard let cache = try await store.retrieve(), policy.validate(cache.timestamp, against: currentDate()) else { return nil }
        return Cached(toModel(cache.resource), timestamp: cache.timestamp)
    }
}

extension LocalResourceLoader {
    /// Deletes a resource that cannot be read or has expired, unless another process saved a new
    /// one since it was read. A cancelled retrieval says nothing about the resource, so it is
    /// rethrown and the resource is kept.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        let cache: Cached<Local>?
        do {
            cache = try await store.retrieve()
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

    /// Removes the cached resource, whatever it holds.
    public func clear() async throws {
        try await store.delete()
    }

    private func deleteIfUnchanged(reporting deleted: CacheValidationOutcome) async throws -> CacheValidationOutcome {
        try await store.deleteIfUnchanged() ? deleted : .keptReplacement
    }
}

extension LocalResourceLoader where Local: Collection {
    /// What is cached, as the policy judges it. A resource that cannot be read is `unreadable`, not an error.
    public func status() async -> CacheStatus {
        do {
            guard let cache = try await store.retrieve() else { return .none }
            let count = cache.resource.count
            return policy.validate(cache.timestamp, against: currentDate())
                ? .valid(count: count, savedAt: cache.timestamp)
                : .expired(count: count, savedAt: cache.timestamp)
        } catch {
            return .unreadable
        }
    }
}
