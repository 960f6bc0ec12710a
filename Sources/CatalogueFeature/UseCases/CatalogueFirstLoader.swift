/// Answers from the saved catalogue when a valid one is there, touching no network; only when
/// there is none does it ask the remote.
///
/// A catalogue that cannot be read, or holds no drinks, counts as none: validation on exit deals
/// with it, and the user still gets an answer.
public struct CatalogueFirstLoader<Resource>: Sendable {
    /// The answer out of the saved catalogue, nil when none is there to answer from.
    private let saved: @Sendable () async throws -> Resource?
    private let remote: @Sendable () async throws -> Resource

    /// - Parameters:
    ///   - fromCatalogue: the answer out of the saved drinks.
    ///   - remote: the answer when no catalogue is saved, such as a search on TheCocktailDB.
    public init(
        catalogue: LocalCatalogueLoader,
        fromCatalogue: @escaping @Sendable ([Drink]) throws -> Resource,
        remote: @escaping @Sendable () async throws -> Resource
    ) {
        self.init(saved: { try await Self.nonEmpty(catalogue.loadValidCatalogue()?.drinks) }, answer: fromCatalogue, remote: remote)
    }

    /// Answers from the saved catalogue's index, for a query that needs only names and ingredients:
    /// reading it costs a small part of reading the whole catalogue.
    /// - Parameter fromIndex: the answer out of the saved drinks' entries.
    public init(
        index: LocalCatalogueIndexLoader,
        fromIndex: @escaping @Sendable ([IndexedDrink]) throws -> Resource,
        remote: @escaping @Sendable () async throws -> Resource
    ) {
        self.init(saved: { try await Self.nonEmpty(index.loadValid()?.resource) }, answer: fromIndex, remote: remote)
    }

    /// Answers from what one read of the saved catalogue gives, such as the drink a name means, read
    /// without the others.
    /// - Parameters:
    ///   - saved: nil when no catalogue is there to answer from.
    ///   - answer: the answer out of what was read.
    public init<Saved>(
        saved read: @escaping @Sendable () async throws -> Saved?,
        answer: @escaping @Sendable (Saved) throws -> Resource,
        remote: @escaping @Sendable () async throws -> Resource
    ) {
        saved = {
            guard let found = try await Self.readable(read) else { return nil }
            return try answer(found)
        }
        self.remote = remote
    }

    public func load() async throws -> Resource {
        if let answer = try await saved() { return answer }
        return try await remote()
    }

    /// The saved drinks, or nil when there are none.
    private static func nonEmpty<Drinks: Collection>(_ drinks: Drinks?) -> Drinks? {
        drinks?.isEmpty == false ? drinks : nil
    }

    /// What was read, or nil when it cannot be read: the user still gets an answer, and validation on exit
    /// deals with the catalogue.
    private static func readable<Saved>(_ read: () async throws -> Saved?) async throws -> Saved? {
        do {
            return try await read()
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            return nil
        }
    }
}
