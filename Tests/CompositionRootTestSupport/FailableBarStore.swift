import BarFeature

/// A bar store whose every read, or every write, fails as a file store's would.
public struct FailableBarStore: BarStore {
    public let retrievalError: BarStoreError?
    public let replacementError: BarStoreError?

    public init(retrievalError: BarStoreError? = nil, replacementError: BarStoreError? = nil) {
        self.retrievalError = retrievalError
        self.replacementError = replacementError
    }

    public func retrieve() async throws -> [LocalBarIngredient] {
        if let retrievalError { throw retrievalError }
        return []
    }

    public func replace(with ingredients: [LocalBarIngredient]) async throws {
        if let replacementError { throw replacementError }
    }
}
