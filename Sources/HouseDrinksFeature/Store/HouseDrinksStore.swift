import StoreCore

/// Where the user's own drinks live: a document store of them in the order they were added. It is the user's own
/// data: a save replaces every drink or leaves them as they were, and nothing deletes it.
public typealias HouseDrinksStore = DocumentStore<[HouseDrink]>

/// How a store reports that the drinks could not be read or saved, naming the file.
public enum HouseDrinksStoreError: Error, Sendable, Equatable {
    case unreadable(location: String)
    case unwritable(location: String)
}

/// Runs a change of the drinks alone among the processes that change them, so two adding at once both land.
public protocol HouseDrinksExclusion: Sendable {
    func exclusively<T: Sendable>(_ change: @Sendable () async throws -> T) async throws -> T
}

/// No other process: the change runs as it is.
public struct NoExclusion: HouseDrinksExclusion {
    public init() {}

    public func exclusively<T: Sendable>(_ change: @Sendable () async throws -> T) async throws -> T {
        try await change()
    }
}
