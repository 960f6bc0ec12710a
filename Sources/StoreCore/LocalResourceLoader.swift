import Foundation

/// The cache use cases of one resource, such as the cocktail list or the catalogue: save it, load it
/// while it is valid, validate it, tell what is cached, and clear it. The reading ones are a
/// `LocalResourceReader`'s over the same store.
///
/// The resource is kept in the store as its local form, `Local`, apart from the domain's `Model`, so
/// that either can change alone.
public final class LocalResourceLoader<Model: Sendable, Local: Sendable>: Sendable {
    private let store: any DocumentStore<Cached<Local>>
    private let reader: LocalResourceReader<Model, Local>
    private let currentDate: @Sendable () -> Date
    private let toLocal: @Sendable (Model) -> Local

    public init(
        store: any DocumentStore<Cached<Local>>,
        policy: MaxAgePolicy,
        currentDate: @escaping @Sendable () -> Date,
        toLocal: @escaping @Sendable (Model) -> Local,
        toModel: @escaping @Sendable (Local) -> Model
    ) {
        self.store = store
        self.reader = LocalResourceReader(reader: store, policy: policy, currentDate: currentDate, toModel: toModel)
        self.currentDate = currentDate
        self.toLocal = toLocal
    }
}

extension LocalResourceLoader {
    /// Replaces the cached resource with this one, dated now, in one atomic save. Nothing is deleted
    /// first, so a save that fails (a full disk) leaves the previous resource exactly as it was.
    public func save(_ model: Model) async throws {
        try await store.save(Cached(toLocal(model), timestamp: currentDate()))
    }

    /// Removes the cached resource, whatever it holds.
    public func clear() async throws {
        try await store.delete()
    }
}

extension LocalResourceLoader {
    /// The cached resource with its save date, or nil when none is cached or it has expired.
    public func loadValid() async throws -> Cached<Model>? {
        try await reader.loadValid()
    }

    /// Deletes a resource that cannot be read or has expired, unless another process saved a new
    /// one since it was read; see `LocalResourceReader.validateCache()`.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        try await reader.validateCache()
    }
}

extension LocalResourceLoader where Local: Collection {
    /// What is cached, as the policy judges it. A resource that cannot be read is `unreadable`, not an error.
    public func status() async -> CacheStatus {
        await reader.status()
    }
}
